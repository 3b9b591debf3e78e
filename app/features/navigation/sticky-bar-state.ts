/** What the bar must never cover: a form's fields, a video player (docs/decisions/501). */
export const STICKY_BAR_AVOID = "form, video, [data-sticky-bar-avoid]";

/** Room kept above the bar's own height in the strip it watches, so it yields a little before it would touch. */
const STRIP_MARGIN = 16;
/** The bar's height when it is not laid out (from `md` it is display: none), in px: the token's 3.75rem. */
const FALLBACK_BAR_HEIGHT = 60;

/**
 * The page's first band: `main`'s first child, or, where that child wraps the whole page (a guide's
 * `<article>`), that wrapper's own first child (the article's header). A wrapper never leaves the screen
 * until the page ends, so watching it would keep the bar hidden all the way down.
 */
export function firstBand(main: Element | null | undefined): Element | null {
  let band = main?.firstElementChild ?? null;
  while (band?.tagName === "ARTICLE" && band.firstElementChild) band = band.firstElementChild;
  return band;
}

/**
 * The observer margin that shrinks the screen to the strip at its bottom where the bar sits: an element
 * counts as under the bar only while some part of it lies in that strip (docs/decisions/825).
 */
export function stripRootMargin(viewportHeight: number, barHeight: number): string {
  const strip = (barHeight || FALLBACK_BAR_HEIGHT) + STRIP_MARGIN;
  const top = Math.max(0, Math.round(viewportHeight - strip));
  return `${top > 0 ? `-${top}` : 0}px 0px 0px 0px`;
}

/**
 * Shows the phone's sales bar (./sticky-bar.tsx) once the page's first band (the hero, the page
 * header) has scrolled above the screen, and hides it while a form, a player or the simulator's replies
 * lie under it, in the strip at the screen's bottom it covers. The state is `data-shown`; hidden, the
 * bar is inert and aria-hidden, so neither the keyboard nor a screen reader meets it. The cookie banner
 * and the open menu hide it in CSS (app.css). Started by the page script; a page without the bar, or a
 * browser without IntersectionObserver, keeps it hidden.
 */
export function startStickyBar(doc: Document = document): void {
  const bar = doc.querySelector<HTMLElement>("[data-sticky-bar]");
  const hero = firstBand(doc.querySelector("main"));
  const view = doc.defaultView;
  const Observer = view?.IntersectionObserver;
  if (!bar || !hero || !view || !Observer) return;
  let pastHero = false;
  const covered = new Set<Element>();
  const update = () => {
    const shown = pastHero && covered.size === 0;
    bar.toggleAttribute("data-shown", shown);
    bar.inert = !shown;
    bar.setAttribute("aria-hidden", String(!shown));
  };
  new Observer(([entry]) => {
    if (!entry) return;
    pastHero = !entry.isIntersecting && entry.boundingClientRect.top < 0;
    update();
  }).observe(hero);

  const avoided = [...doc.querySelectorAll(STICKY_BAR_AVOID)];
  if (avoided.length === 0) return;
  let avoid: IntersectionObserver | undefined;
  let watchedHeight = 0;
  const watchStrip = () => {
    avoid?.disconnect();
    covered.clear();
    watchedHeight = view.innerHeight;
    avoid = new Observer(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) covered.add(entry.target);
          else covered.delete(entry.target);
        }
        update();
      },
      { rootMargin: stripRootMargin(watchedHeight, bar.offsetHeight) },
    );
    for (const element of avoided) avoid.observe(element);
  };
  watchStrip();
  // A taller screen (a phone's address bar folding away) only widens the strip; a shorter one (turned
  // sideways) would push it off the screen, so the strip is measured again.
  view.addEventListener("resize", () => view.innerHeight < watchedHeight && watchStrip(), { passive: true });
}
