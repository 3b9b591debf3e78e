// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from "vitest";
import { REPLAY_SNIPPET } from "./replay-snippet";

beforeAll(() => {
  // The snippet is a classic inline script: run its text as the browser would.
  new Function(REPLAY_SNIPPET)();
});

function island(html: string) {
  const root = document.createElement("astro-island");
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

describe("the head script that holds taps until a part's code is ready", () => {
  it("holds clicks and marked key presses, then replays them once, in order, and stops holding", () => {
    const root = island(`<button data-replay>Play</button><div data-replay="keys" tabindex="0"></div>`);
    const [button, slider] = [root.querySelector("button")!, root.querySelector("div")!];
    const seen: string[] = [];
    button.addEventListener("click", () => seen.push("click"));
    slider.addEventListener("keydown", (e) => seen.push(e.key));
    const wake = vi.fn();
    root.addEventListener("replay-wake", wake);

    button.click();
    const arrow = new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true, cancelable: true });
    slider.dispatchEvent(arrow);
    slider.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", bubbles: true }));
    expect(seen).toEqual(["Tab"]);
    expect(arrow.defaultPrevented).toBe(true);
    expect(wake).toHaveBeenCalledTimes(2);

    window.atendraReplay!(root);
    expect(seen).toEqual(["Tab", "click", "ArrowRight"]);
    window.atendraReplay!(root);
    button.click();
    expect(seen).toEqual(["Tab", "click", "ArrowRight", "click"]);
  });

  it("leaves other parts alone: each replays its own, and unmarked controls are never held", () => {
    const first = island(`<button data-replay>A</button>`);
    const second = island(`<button data-replay>B</button><button>C</button>`);
    const clicks: string[] = [];
    for (const b of document.querySelectorAll("button")) b.addEventListener("click", () => clicks.push(b.textContent!));
    first.querySelector("button")!.click();
    second.querySelectorAll("button").forEach((b) => b.click());
    expect(clicks).toEqual(["C"]);
    window.atendraReplay!(second);
    expect(clicks).toEqual(["C", "B"]);
    window.atendraReplay!(first);
    expect(clicks).toEqual(["C", "B", "A"]);
  });

  it("holds a send, shows it pending, and submits it again when the form is ready", () => {
    const root = island(`<form data-replay><input type="checkbox"><button type="submit">Enviar</button></form>`);
    const form = root.querySelector("form")!;
    const box = root.querySelector("input")!;
    box.click();
    expect(box.checked).toBe(true);
    const sends = vi.fn((e: Event) => e.preventDefault());
    form.addEventListener("submit", sends);
    form.requestSubmit();
    expect(sends).not.toHaveBeenCalled();
    expect(form.hasAttribute("data-replay-pending")).toBe(true);
    window.atendraReplay!(root);
    expect(sends).toHaveBeenCalledTimes(1);
    expect(form.hasAttribute("data-replay-pending")).toBe(false);
  });
});
