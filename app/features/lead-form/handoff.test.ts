// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { applyHandoff, readHandoff } from "./handoff";
import { HONEYPOT_FIELD } from "./spam";

function form(html: string) {
  const el = document.createElement("form");
  el.innerHTML = html;
  document.body.append(el);
  return el;
}

const fields = `
  <input name="name" value="Ana"><input type="email" name="email" value="ana@x.com.br">
  <select name="country"><option value="BR">BR</option><option value="US" selected>US</option></select>
  <input name="phone" value="2125550123"><input type="checkbox" name="terms" checked>
  <input name="${HONEYPOT_FIELD}" value="bot">`;

describe("readHandoff", () => {
  it("reads every value, the trap's too, and the focused field with its caret", () => {
    const el = form(fields);
    const phone = el.querySelector<HTMLInputElement>("[name=phone]")!;
    phone.focus();
    phone.setSelectionRange(2, 4);
    expect(readHandoff(el, document.activeElement, true)).toEqual({
      values: { name: "Ana", email: "ana@x.com.br", country: "US", phone: "2125550123", terms: true, honeypot: "bot" },
      focus: { field: "phone", start: 2, end: 4 },
      submit: true,
    });
    el.remove();
  });

  it("has no focus to carry when the focus is outside the form, and survives missing fields", () => {
    const el = form(`<input name="name" value="Ana">`);
    const outside = document.createElement("button");
    document.body.append(outside);
    const handoff = readHandoff(el, outside, false);
    expect(handoff.focus).toBeNull();
    expect(handoff.values).toMatchObject({ name: "Ana", email: "", terms: false, honeypot: "" });
    el.remove();
    outside.remove();
  });
});

describe("applyHandoff", () => {
  it("puts the trap's value back and focuses the field, caret included; an e-mail input gets focus only", () => {
    const el = form(fields.replace('value="bot"', 'value=""'));
    const handoff = readHandoff(el, null, false);
    applyHandoff(el, { ...handoff, values: { ...handoff.values, honeypot: "bot" }, focus: { field: "name", start: 1, end: 2 } });
    const name = el.querySelector<HTMLInputElement>("[name=name]")!;
    expect(el.querySelector<HTMLInputElement>(`[name=${HONEYPOT_FIELD}]`)!.value).toBe("bot");
    expect(document.activeElement).toBe(name);
    expect([name.selectionStart, name.selectionEnd]).toEqual([1, 2]);

    applyHandoff(el, { ...handoff, focus: { field: "email", start: 3, end: 3 } });
    expect(document.activeElement).toBe(el.querySelector("[name=email]"));
    el.remove();
  });
});
