// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { appHydrated, INTENT_EVENTS, onDemand, onFirstIntent } from "./on-demand";

describe("onDemand", () => {
  it("imports once and exposes the module when loaded", async () => {
    const importer = vi.fn(() => Promise.resolve({ name: "mod" }));
    const mod = onDemand(importer);
    expect(mod.current).toBeNull();
    const [a, b] = await Promise.all([mod.load(), mod.load()]);
    expect(a).toBe(b);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(mod.current).toEqual({ name: "mod" });
  });

  it("tries again after a failed import", async () => {
    const importer = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce({ ok: true });
    const mod = onDemand(importer);
    await expect(mod.load()).rejects.toThrow("Failed to fetch");
    expect(mod.current).toBeNull();
    await expect(mod.load()).resolves.toEqual({ ok: true });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe("onFirstIntent", () => {
  it.each(INTENT_EVENTS)("fires once on %s inside the element, then stops listening", (name) => {
    const outer = document.createElement("div");
    const inner = document.createElement("input");
    outer.append(inner);
    document.body.append(outer);
    const onIntent = vi.fn();
    onFirstIntent(outer, onIntent);
    inner.dispatchEvent(new Event(name, { bubbles: false }));
    inner.dispatchEvent(new Event(name, { bubbles: false }));
    expect(onIntent).toHaveBeenCalledTimes(1);
    outer.remove();
  });

  it("ignores events outside the element and after cleanup", () => {
    const el = document.createElement("div");
    document.body.append(el);
    const onIntent = vi.fn();
    const cleanup = onFirstIntent(el, onIntent);
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    cleanup();
    el.dispatchEvent(new Event("pointerdown"));
    expect(onIntent).not.toHaveBeenCalled();
    el.remove();
  });
});

describe("appHydrated", () => {
  it("reads the flag root.tsx sets", () => {
    const doc = document.implementation.createHTMLDocument("t");
    expect(appHydrated(doc)).toBe(false);
    doc.documentElement.dataset.hydrated = "true";
    expect(appHydrated(doc)).toBe(true);
  });
});
