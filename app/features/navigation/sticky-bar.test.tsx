import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { hasSalesCall, hasStickyBar, StickyBar } from "./sticky-bar";
import { firstBand, startStickyBar, stripRootMargin } from "./sticky-bar-state";

/** An IntersectionObserver the test drives: `fire` reports an element in or out of the screen. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit | undefined;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  fire(target: Element, isIntersecting: boolean, top = 0) {
    const entry = { target, isIntersecting, boundingClientRect: { top } } as unknown as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

function setUp(extra = "", main = `<header id="hero">hero</header>${extra}`) {
  document.body.innerHTML = `<main>${main}</main>${renderToStaticMarkup(<StickyBar pathname="/" />)}`;
  FakeObserver.all = [];
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
  startStickyBar(document);
  const bar = document.querySelector<HTMLElement>("[data-sticky-bar]")!;
  const [heroWatch, avoidWatch] = FakeObserver.all as [FakeObserver, FakeObserver];
  return { bar, hero: document.getElementById("hero")!, heroWatch, avoidWatch };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the phone's sales bar", () => {
  it("is in the HTML hidden: inert and aria-hidden, no data-shown", () => {
    const html = renderToStaticMarkup(<StickyBar pathname="/" />);
    expect(html).toContain('inert=""');
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toContain("data-shown");
    // A named landmark of its own (axe region): a screen reader's landmark list reaches it.
    expect(html).toMatch(/^<aside aria-label="Ação rápida"/);
    expect(html).not.toContain('role="group"');
    expect(html).toMatch(/href="\/contato\?source=Solicitar(\+|%20)demonstra%C3%A7%C3%A3o"/);
  });

  it("shows once the first band is above the screen, not while it is in view or below", () => {
    const { bar, hero, heroWatch } = setUp();
    heroWatch.fire(hero, true);
    expect(bar.hasAttribute("data-shown")).toBe(false);
    heroWatch.fire(hero, false, -400);
    expect(bar.hasAttribute("data-shown")).toBe(true);
    expect(bar.inert).toBe(false);
    expect(bar.getAttribute("aria-hidden")).toBe("false");
    heroWatch.fire(hero, false, 900);
    expect(bar.hasAttribute("data-shown")).toBe(false);
    expect(bar.inert).toBe(true);
    expect(bar.getAttribute("aria-hidden")).toBe("true");
  });

  it("takes a guide's header, not the article wrapping the whole page, for the first band", () => {
    const { bar, heroWatch } = setUp("", `<article><header id="hero">header</header><div>body</div></article>`);
    const header = document.getElementById("hero")!;
    expect(heroWatch.targets).toEqual([header]);
    heroWatch.fire(header, false, -300);
    expect(bar.hasAttribute("data-shown")).toBe(true);
    expect(firstBand(document.querySelector("main"))).toBe(header);
  });

  it("watches only the strip at the screen's bottom that the bar covers, as a share of the screen's height", () => {
    const { avoidWatch } = setUp("<form id='f'></form>");
    // The px a margin leaves at the bottom of a screen so tall.
    const strip = (margin: string, height: number) => Math.round(height * (1 + Number.parseFloat(margin) / 100));
    expect(avoidWatch.options?.rootMargin).toMatch(/^-[\d.]+% 0px 0px$/);
    expect(strip(avoidWatch.options!.rootMargin!, window.innerHeight)).toBe(110);
    // The bar (60 px and up to 34 px of safe area) and 16 px of room, on a tall phone and a short one.
    expect(strip(stripRootMargin(812), 812)).toBe(110);
    expect(strip(stripRootMargin(568), 568)).toBe(110);
    expect(stripRootMargin(100)).toBe("-0% 0px 0px");
  });

  it("hides while a form or a video lies under it", () => {
    const { bar, hero, heroWatch, avoidWatch } = setUp("<form id='f'></form><video id='v'></video>");
    expect(avoidWatch.targets.map((t) => t.id)).toEqual(["f", "v"]);
    heroWatch.fire(hero, false, -400);
    avoidWatch.fire(document.getElementById("f")!, true);
    expect(bar.hasAttribute("data-shown")).toBe(false);
    avoidWatch.fire(document.getElementById("v")!, true);
    avoidWatch.fire(document.getElementById("f")!, false);
    expect(bar.hasAttribute("data-shown")).toBe(false);
    avoidWatch.fire(document.getElementById("v")!, false);
    expect(bar.hasAttribute("data-shown")).toBe(true);
  });

  it("is left out of the contact page and of the thank-you pages, as the header's small call is", () => {
    for (const path of ["/contato", "/obrigado", "/obrigado-integracao"]) {
      expect(hasStickyBar(path)).toBe(false);
      expect(hasSalesCall(path)).toBe(false);
    }
    for (const path of ["/", "/planos-precos", "/especialidades/odontologia", "/integracao", "/parceiros"]) {
      expect(hasStickyBar(path)).toBe(true);
    }
  });

  it("is left out of the legal texts, which keep the header's small call", () => {
    for (const path of ["/termos-de-uso", "/aviso-privacidade", "/exclusao-dados"]) {
      expect(hasStickyBar(path)).toBe(false);
      expect(hasSalesCall(path)).toBe(true);
    }
  });

  it("on /parceiros makes the page's own call, the partner e-mail under its label (no source, no trip to /contato)", () => {
    const html = renderToStaticMarkup(<StickyBar pathname="/parceiros" />);
    expect(html).toMatch(
      /<a href="mailto:[^"]+\?subject=Quero%20ser%20parceiro&amp;body=[^"]+"[^>]*data-sticky-cta="">Quero ser parceiro<\/a>/,
    );
    expect(html).not.toContain("/contato");
  });

  it("on /integracao leads to the page's own form under its label, a plain anchor (no source, no trip to /contato)", () => {
    const html = renderToStaticMarkup(<StickyBar pathname="/integracao" />);
    expect(html).toMatch(/<a href="#solicitar-integracao"[^>]*data-sticky-cta="">Solicitar integração<\/a>/);
    expect(html).not.toContain("/contato");
  });
});
