/** What the bar must never cover: a form's fields, a video player (docs/decisions/501). */
export const STICKY_BAR_AVOID = "form, video, [data-sticky-bar-avoid]";

/**
 * Shows the phone's sales bar (./sticky-bar.tsx) once the page's first band (the hero, the page
 * header) has scrolled above the screen, and hides it while a form or a player is on screen. The
 * state is `data-shown`; hidden, the bar is inert and aria-hidden, so neither the keyboard nor a
 * screen reader meets it. The cookie banner and the open menu hide it in CSS (app.css). Started by
 * the page script; a page without the bar, or a browser without IntersectionObserver, keeps it hidden.
 */
export function startStickyBar(doc: Document = document): void {
  const bar = doc.querySelector<HTMLElement>("[data-sticky-bar]");
  const hero = doc.querySelector("main")?.firstElementChild;
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
  new Observer(([entry]) => {
    if (!entry) return;
    pastHero = !entry.isIntersecting && entry.boundingClientRect.top < 0;
    update();
  }).observe(hero);
  const avoid = new Observer((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) covered.add(entry.target);
      else covered.delete(entry.target);
    }
    update();
  });
  for (const element of doc.querySelectorAll(STICKY_BAR_AVOID)) avoid.observe(element);
}
