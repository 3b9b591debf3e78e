// @vitest-environment jsdom
import type { ClientDirective } from "astro";
import { afterEach, describe, expect, it, vi } from "vitest";
import directive, { carriesParameters, remembers } from "./client-intent";

// The start rule runs its work at once here; its own timing is tested in the browser suite.
vi.mock("./after-paint", () => ({ afterPaint: (run: () => void) => run() }));

afterEach(() => {
  sessionStorage.clear();
  document.cookie = "demo_position=; Max-Age=0";
  document.body.innerHTML = "";
});

/** Runs the directive on a fresh island and tells whether it loaded its code. */
function mount(value: unknown) {
  const island = document.body.appendChild(document.createElement("astro-island"));
  island.innerHTML = "<input>";
  const load = vi.fn(() => Promise.resolve(() => undefined));
  void directive(load as unknown as Parameters<ClientDirective>[0], { name: "intent", value: value as string }, island);
  return { island, load };
}

describe("client:intent", () => {
  it("waits for a first use inside the island, then loads once", () => {
    const { island, load } = mount(true);
    expect(load).not.toHaveBeenCalled();
    expect(island.hasAttribute("data-self-start")).toBe(false);
    // A keyboard visitor tabbing into the form: focus wakes it.
    island.querySelector("input")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    island.dispatchEvent(new Event("pointerover"));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("wakes on a tap the head script held for it", () => {
    const { island, load } = mount(true);
    island.dispatchEvent(new Event("replay-wake"));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("wakes on arrival, marked self-starting, when the draft it restores is stored", () => {
    sessionStorage.setItem("draft-key", "{}");
    const { island, load } = mount({ session: "draft-key" });
    expect(load).toHaveBeenCalledTimes(1);
    expect(island.hasAttribute("data-self-start")).toBe(true);
  });

  it("waits when the draft or the cookie it names is not stored", () => {
    sessionStorage.setItem("other-key", "{}");
    document.cookie = "demo_position_old=12";
    expect(mount({ session: "draft-key", cookie: "demo_position" }).load).not.toHaveBeenCalled();
    document.cookie = "demo_position_old=; Max-Age=0";
  });

  it("wakes on arrival when the position cookie it names is set", () => {
    document.cookie = "demo_position=42";
    expect(mount({ cookie: "demo_position" }).load).toHaveBeenCalledTimes(1);
  });
});

describe("what wakes an intent island on arrival", () => {
  it("parameters other than campaign tags", () => {
    expect(carriesParameters("?utm_source=x&gclid=1&source=odontologia")).toBe(false);
    expect(carriesParameters("?faltas=12")).toBe(true);
  });

  it("nothing named, or a storage that refuses", () => {
    expect(remembers(undefined)).toBe(false);
    expect(remembers(true)).toBe(false);
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(remembers({ session: "draft-key" })).toBe(false);
  });
});
