import { afterEach, describe, expect, it, vi } from "vitest";
import { settleImport } from "./settle-import";

/** The part of a window the function uses: its events. */
const fakeWindow = () => new EventTarget() as unknown as Window;
const failed = () => Promise.reject(new TypeError("error loading dynamically imported module: /assets/x.js"));

describe("settleImport", () => {
  afterEach(() => vi.restoreAllMocks());

  it("hands the module on when the import succeeds, and warns of nothing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await expect(settleImport(Promise.resolve({ start: 1 }), "the banner", fakeWindow())).resolves.toEqual({ start: 1 });
    expect(warn).not.toHaveBeenCalled();
  });

  it("turns a failed import into null and one warning naming what failed", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await expect(settleImport(failed(), "the cookie banner", fakeWindow())).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain("the cookie banner");
    expect(warn.mock.calls[0]?.[1]).toBeInstanceOf(TypeError);
  });

  it.each(["beforeunload", "pagehide"])("stays silent when the import fails after %s (the visitor is leaving)", async (type) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    let reject!: (error: Error) => void;
    const pending = new Promise<never>((_, r) => (reject = r));
    const win = fakeWindow();
    const settled = settleImport(pending, "a page script", win);
    win.dispatchEvent(new Event(type));
    reject(new TypeError("error loading dynamically imported module"));
    await expect(settled).resolves.toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it("listens for the page being left only while the import is pending", async () => {
    const win = fakeWindow();
    const added = vi.spyOn(win, "addEventListener");
    const removed = vi.spyOn(win, "removeEventListener");
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await settleImport(failed(), "x", win);
    await settleImport(Promise.resolve(1), "y", win);
    const types = (spy: typeof added) => spy.mock.calls.map(([type]) => type).sort();
    expect(types(added)).toEqual(["beforeunload", "beforeunload", "pagehide", "pagehide"]);
    expect(types(removed)).toEqual(types(added));
  });
});
