// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { currentIndex, startTocSpy } from "./toc-spy";

describe("currentIndex", () => {
  it("is the last heading in the top third of the screen, the first before any", () => {
    expect(currentIndex([500, 900, 1400], 800)).toBe(0);
    expect(currentIndex([-400, 200, 900], 800)).toBe(1);
    expect(currentIndex([-900, -300, 240], 800)).toBe(2);
    expect(currentIndex([-900, -300, 241], 800)).toBe(1);
  });
});

describe("startTocSpy", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
  });

  it("marks the link of the section in view, and moves the mark when the observer reports a crossing", () => {
    let report: () => void = () => {};
    const observed: Element[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: () => void) {
          report = callback;
        }
        observe(el: Element) {
          observed.push(el);
        }
        disconnect() {}
      },
    );
    document.body.innerHTML = `
      <aside data-toc-spy><a href="#a">A</a><a href="#b">B</a><a href="#c">C</a></aside>
      <h2 id="a">A</h2><h2 id="b">B</h2><h2 id="c">C</h2>`;
    const tops: Record<string, number> = { a: 100, b: 900, c: 1600 };
    for (const id of ["a", "b", "c"]) document.getElementById(id)!.getBoundingClientRect = () => ({ top: tops[id] }) as DOMRect;
    const current = () =>
      [...document.querySelectorAll("a[aria-current]")].map((a) => `${a.textContent}:${a.getAttribute("aria-current")}`);

    startTocSpy();
    expect(observed.map((el) => el.id)).toEqual(["a", "b", "c"]);
    expect(current()).toEqual(["A:location"]);
    Object.assign(tops, { a: -800, b: 120, c: 820 });
    report();
    expect(current()).toEqual(["B:location"]);
  });

  it("does nothing on a page without a marked table of contents", () => {
    document.body.innerHTML = `<nav><a href="#a">A</a></nav><h2 id="a">A</h2>`;
    expect(startTocSpy()).toBeUndefined();
    expect(document.querySelector("[aria-current]")).toBeNull();
  });
});
