/**
 * A table of contents that marks the section in view: inside `[data-toc-spy]`, the link to the last
 * heading that has reached the top third of the screen gets `aria-current="location"` (the page's CSS
 * draws the mark from it), the first link before any heading has. An IntersectionObserver on the
 * headings says when to look again as the page scrolls through them; a jump that carries headings past the
 * band between two frames (a link, a key, a dragged scrollbar) crosses nothing the observer sees, so the end
 * of each scroll (`scrollend`, once per scroll) looks again too. No layout work while the page moves.
 */
export const TOC_SPY_ATTRIBUTE = "data-toc-spy";
/** The band, from the top of the screen, a heading must reach to make its section the current one. */
const BAND = 0.3;

export function currentIndex(tops: readonly number[], viewportHeight: number): number {
  let current = 0;
  tops.forEach((top, i) => {
    if (top <= viewportHeight * BAND) current = i;
  });
  return current;
}

/**
 * A long list (the terms' 21 sections) scrolls inside its sticky pane: the marked link is brought into
 * that pane, a third from its top, when it has left it. The page itself never scrolls from here.
 */
function keepInView(nav: Element, link: HTMLElement) {
  const pane = nav.parentElement;
  if (!pane || pane.scrollHeight <= pane.clientHeight) return;
  const box = pane.getBoundingClientRect();
  const item = link.getBoundingClientRect();
  if (item.top < box.top || item.bottom > box.bottom) pane.scrollTop += item.top - box.top - box.height / 3;
}

export function startTocSpy(root: ParentNode = document): (() => void) | undefined {
  const nav = root.querySelector(`[${TOC_SPY_ATTRIBUTE}]`);
  if (!nav || typeof IntersectionObserver === "undefined") return undefined;
  const pairs = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')]
    .map((link) => ({ link, heading: document.getElementById(decodeURIComponent(link.hash.slice(1))) }))
    .filter((pair): pair is { link: HTMLAnchorElement; heading: HTMLElement } => pair.heading !== null);
  if (!pairs.length) return undefined;

  let marked: HTMLAnchorElement | undefined;
  const update = () => {
    const i = currentIndex(
      pairs.map((p) => p.heading.getBoundingClientRect().top),
      window.innerHeight,
    );
    const link = pairs[i]!.link;
    if (link === marked) return;
    marked?.removeAttribute("aria-current");
    link.setAttribute("aria-current", "location");
    marked = link;
    keepInView(nav, link);
  };
  const observer = new IntersectionObserver(update, { rootMargin: `0px 0px -${100 - BAND * 100}% 0px` });
  for (const { heading } of pairs) observer.observe(heading);
  addEventListener("scrollend", update, { passive: true });
  update();
  return () => {
    observer.disconnect();
    removeEventListener("scrollend", update);
  };
}
