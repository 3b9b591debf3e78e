import { CONSENT_ACCEPTED, CONSENT_REJECTED, type ConsentStatus } from "./consent";

/** What a click inside the banner or the dialog asks for, from the buttons' data attributes (the .tsx markup). */
export type ConsentAction = { kind: "choose"; status: ConsentStatus } | { kind: "close" } | { kind: "more"; button: HTMLButtonElement } | null;

export function consentAction(target: EventTarget | null): ConsentAction {
  const button = (target as Element | null)?.closest?.<HTMLButtonElement>("button");
  if (!button) return null;
  const choice = button.dataset.consentChoice;
  if (choice === CONSENT_ACCEPTED || choice === CONSENT_REJECTED) return { kind: "choose", status: choice };
  if (button.hasAttribute("data-consent-close")) return { kind: "close" };
  if (button.hasAttribute("data-consent-more")) return { kind: "more", button };
  return null;
}

/** The first element of a build-time `<template>`, cloned. */
export function cloneTemplate<T extends Element>(doc: Document, selector: string): T | null {
  const template = doc.querySelector<HTMLTemplateElement>(selector);
  const node = template?.content.firstElementChild?.cloneNode(true);
  return (node as T | undefined) ?? null;
}
