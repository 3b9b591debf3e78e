/**
 * Interface strings: the plan calculator's fields and their errors.
 * Read through a namespace import (`import * as calculatorStrings from ...`): each word is its own export, which
 * the bundler renames and drops when unused, where an object would ship every key to the browser.
 * The dictionary is the folder app/content/ui-strings/, one file per area (docs/decisions/380).
 */

/** Each field's label, and what is missing when it is empty (after "Informe "). */
export const interactionsLabel = "Interações por mês";
export const interactionsMissing = "quantas interações a clínica tem por mês";
export const usersLabel = "Usuários";
export const usersMissing = "quantos usuários vão usar a plataforma";
export const usersBelowMin = "Informe pelo menos 1 usuário.";
export const numbersLabel = "Números de WhatsApp";
export const numbersMissing = "quantos números de WhatsApp a IA vai atender";
export const numbersBelowMin = "Informe pelo menos 1 número de WhatsApp.";

export const wholeNumbers = "Use apenas números inteiros, sem letras nem vírgulas.";
export const negative = "O número não pode ser negativo.";
export const missingValue = (what: string) => `Informe ${what}.`;
export const valueTooLarge = (max: string) => `O máximo é ${max}. Para volumes maiores, fale com um especialista.`;
