import { HONEYPOT_FIELD } from "./spam";

/**
 * What moves from the static form to the live one when its code arrives: every typed value
 * (the honeypot too, or a bot's filled trap would be wiped), the focused field with its caret,
 * and whether the visitor already asked to send.
 */
export interface Handoff {
  values: { name: string; email: string; country: string; phone: string; terms: boolean; honeypot: string };
  focus: { field: string; start: number | null; end: number | null } | null;
  submit: boolean;
}

function control(form: HTMLFormElement, name: string): HTMLInputElement | HTMLSelectElement | null {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element : null;
}

const text = (form: HTMLFormElement, name: string) => control(form, name)?.value ?? "";

/** Selection is not available on every input type (e-mail inputs throw or answer null). */
function selectionOf(element: Element): { start: number | null; end: number | null } {
  try {
    const input = element as HTMLInputElement;
    return { start: input.selectionStart, end: input.selectionEnd };
  } catch {
    return { start: null, end: null };
  }
}

export function readHandoff(form: HTMLFormElement, active: Element | null, submit: boolean): Handoff {
  const terms = control(form, "terms");
  const focused = active && form.contains(active) && "name" in active ? String(active.name) : "";
  return {
    values: {
      name: text(form, "name"),
      email: text(form, "email"),
      country: text(form, "country"),
      phone: text(form, "phone"),
      terms: terms instanceof HTMLInputElement && terms.checked,
      honeypot: text(form, HONEYPOT_FIELD),
    },
    focus: focused && active ? { field: focused, ...selectionOf(active) } : null,
    submit,
  };
}

/** Puts the honeypot value and the focus (with the caret where it was) on the live form. */
export function applyHandoff(form: HTMLFormElement, handoff: Handoff): void {
  const trap = control(form, HONEYPOT_FIELD);
  if (trap) trap.value = handoff.values.honeypot;
  const focus = handoff.focus;
  const target = focus ? control(form, focus.field) : null;
  if (!focus || !target) return;
  target.focus({ preventScroll: true });
  if (focus.start === null || focus.end === null || !(target instanceof HTMLInputElement)) return;
  try {
    target.setSelectionRange(focus.start, focus.end);
  } catch {
    // This input type has no caret to place.
  }
}
