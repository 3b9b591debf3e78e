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

  it("counts a heading where a jump leaves it, below the band on a short phone", () => {
    // 667 px tall: the band ends at 200; a jump leaves a heading at 224 (scroll padding and margin).
    expect(currentIndex([-1700, 224, 2200], 667)).toBe(0);
    expect(currentIndex([-1700, 224, 2200], 667, [224, 224, 224])).toBe(1);
    expect(currentIndex([-1700, 226, 2200], 667, [224, 224, 224])).toBe(0);
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
    // A jump past every crossing the observer would see: the end of the scroll looks again.
    Object.assign(tops, { a: -2000, b: -1200, c: 100 });
    window.dispatchEvent(new Event("scrollend"));
    expect(current()).toEqual(["C:location"]);
  });

  it("brings the marked link into a list that scrolls inside its pane, and leaves the page where it is", () => {
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe() {}
        disconnect() {}
      },
    );
    document.body.innerHTML = `
      <aside><nav data-toc-spy><a href="#a">A</a><a href="#b">B</a></nav></aside>
      <h2 id="a">A</h2><h2 id="b">B</h2>`;
    const pane = document.querySelector("aside")!;
    Object.defineProperty(pane, "scrollHeight", { value: 900 });
    Object.defineProperty(pane, "clientHeight", { value: 600 });
    pane.getBoundingClientRect = () => ({ top: 100, bottom: 700, height: 600 }) as DOMRect;
    const [first, second] = [...document.querySelectorAll("a")];
    first!.getBoundingClientRect = () => ({ top: 120, bottom: 150 }) as DOMRect;
    second!.getBoundingClientRect = () => ({ top: 850, bottom: 880 }) as DOMRect;
    document.getElementById("a")!.getBoundingClientRect = () => ({ top: -900 }) as DOMRect;
    document.getElementById("b")!.getBoundingClientRect = () => ({ top: 50 }) as DOMRect;

    startTocSpy();
    expect(second!.getAttribute("aria-current")).toBe("location");
    // 850 - 100 - 600 / 3: the link a third down the pane.
    expect(pane.scrollTop).toBe(550);
  });

  it("names the section in view in the phone's bar, its number first, and keeps the count before the first heading", () => {
    let report: () => void = () => {};
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: () => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    document.body.innerHTML = `
      <details data-toc-folded><summary><span>Nesta página · 2 seções</span><span data-toc-current></span></summary>
        <nav><a href="#a">Antes</a><a href="#b">Depois</a></nav></details>
      <nav data-toc-spy><a href="#a">Antes</a><a href="#b">Depois</a></nav>
      <h2 id="a">Antes</h2><h2 id="b">Depois</h2>`;
    const tops: Record<string, number> = { a: 500, b: 1400 };
    for (const id of ["a", "b"]) document.getElementById(id)!.getBoundingClientRect = () => ({ top: tops[id] }) as DOMRect;
    const bar = document.querySelector("[data-toc-folded]")!;
    const label = () => bar.querySelector("[data-toc-current]")!.textContent;
    const markedInBar = () => [...bar.querySelectorAll("a[aria-current]")].map((a) => a.textContent);

    startTocSpy();
    expect(label()).toBe("");
    expect(bar.hasAttribute("data-toc-at")).toBe(false);
    Object.assign(tops, { a: 100 });
    report();
    expect(label()).toBe("1. Antes");
    expect(bar.hasAttribute("data-toc-at")).toBe(true);
    expect(markedInBar()).toEqual(["Antes"]);
    Object.assign(tops, { a: -900, b: 50 });
    report();
    expect(label()).toBe("2. Depois");
    expect(markedInBar()).toEqual(["Depois"]);
    // Back above the first heading: the count again.
    Object.assign(tops, { a: 600, b: 1500 });
    report();
    expect(label()).toBe("");
    expect(bar.hasAttribute("data-toc-at")).toBe(false);
  });

  it("does nothing on a page without a marked table of contents", () => {
    document.body.innerHTML = `<nav><a href="#a">A</a></nav><h2 id="a">A</h2>`;
    expect(startTocSpy()).toBeUndefined();
    expect(document.querySelector("[aria-current]")).toBeNull();
  });
});
