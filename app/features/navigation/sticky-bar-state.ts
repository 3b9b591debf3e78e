/** What the bar must never cover: a form's fields, a video player (docs/decisions/501). */
export const STICKY_BAR_AVOID = "form, video, [data-sticky-bar-avoid]";

/**
 * The strip at the screen's bottom the bar covers, in px: its 60 px, the safe area a phone may keep under it
 * (34 px on an iPhone) and 16 px of room, so it yields a little before it would touch.
 */
const STRIP = 110;

/**
 * The page's first band: `main`'s first child, or, where that child wraps the whole page (a guide's
 * `<article>`), that wrapper's own first child (the article's header). A wrapper never leaves the screen
 * until the page ends, so watching it would keep the bar hidden all the way down.
 */
export function firstBand(main: Element | null | undefined): Element | null | undefined {
  const band = main?.firstElementChild;
  return band?.tagName === "ARTICLE" ? band.firstElementChild : band;
}

/**
 * The observer margin that shrinks the screen to the strip at its bottom where the bar sits: an element
 * counts as under the bar only while some part of it lies in that strip (docs/decisions/825). It is a share
 * of the screen's height: when that changes (an address bar folding away, a phone turned sideways) the
 * strip grows or shrinks with it instead of sliding off the screen, and nothing is measured again.
 */
export function stripRootMargin(viewportHeight: number): string {
  return `-${Math.max(0, 100 - (STRIP * 100) / viewportHeight)}% 0px 0px`;
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
  const Observer = doc.defaultView?.IntersectionObserver;
  if (!bar || !hero || !Observer) return;
  let pastHero = false;
  const covered = new Set<Element>();
  const update = () => {
    const shown = pastHero && covered.size === 0;
    bar.toggleAttribute("data-shown", shown);
    bar.inert = !shown;
    bar.setAttribute("aria-hidden", String(!shown));
  };
  new Observer((entries) => {
    for (const entry of entries) pastHero = !entry.isIntersecting && entry.boundingClientRect.top < 0;
    update();
  }).observe(hero);

  const avoid = new Observer(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) covered.add(entry.target);
        else covered.delete(entry.target);
      }
      update();
    },
    { rootMargin: stripRootMargin(innerHeight) },
  );
  for (const element of doc.querySelectorAll(STICKY_BAR_AVOID)) avoid.observe(element);
}
