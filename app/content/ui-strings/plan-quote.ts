/**
 * Interface strings: the plan calculator's quote, also quoted by the no-show calculator.
 * Read through a namespace import (`import * as quoteStrings from ...`): each word is its own export, which the
 * bundler renames and drops when unused, where an object would ship every key to the browser.
 * The dictionary is the folder app/content/ui-strings/, one file per area (docs/decisions/380).
 */

/** Singular and plural of each counted thing; the caller writes the count before the noun it picks. */
export const interactionNouns = ["interação", "interações"] as const;
export const userNouns = ["usuário", "usuários"] as const;
export const numberNouns = ["número", "números"] as const;
export const packNouns = ["pacote", "pacotes"] as const;
export const extraInteractionNouns = ["interação extra", "interações extras"] as const;
export const extraNumberNouns = ["número de WhatsApp extra", "números de WhatsApp extras"] as const;

/** "Para 3.000 interações por mês, 2 usuários e 1 número de WhatsApp", from the three counted phrases. */
export const needs = (interactions: string, users: string, numbers: string) =>
  `Para ${interactions} por mês, ${users} e ${numbers} de WhatsApp`;

export const plan = (name: string, price: string) => `Plano ${name}: ${price}`;
export const packs = (counted: string, size: string, price: string) => `${counted} de ${size} interações: ${price}`;
export const extraInteractions = (extra: string, each: string, price: string) => `${extra} a ${each}: ${price}`;
