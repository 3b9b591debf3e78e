/**
 * A table of contents that marks the section in view: inside `[data-toc-spy]`, the link to the last
 * heading that has reached the top third of the screen gets `aria-current="location"` (the page's CSS
 * draws the mark from it), the first link before any heading has. An IntersectionObserver on the
 * headings says when to look again as the page scrolls through them; a jump that carries headings past the
 * band between two frames (a link, a key, a dragged scrollbar) crosses nothing the observer sees, so the end
 * of each scroll (`scrollend`, once per scroll) looks again too. No layout work while the page moves.
 * Below lg the same marks name the section in the phone's bar (`nameInBar`).
 */
export const TOC_SPY_ATTRIBUTE = "data-toc-spy";
/** The band, from the top of the screen, a heading must reach to make its section the current one. */
const BAND = 0.3;

/**
 * The index of the current section. `landing` is where a jump leaves each heading (the page's scroll padding
 * and the heading's scroll margin): a jump must make its own section current, even where that sits below the
 * band (a short phone, under the header and the contents bar).
 */
export function currentIndex(tops: readonly number[], viewportHeight: number, landing: readonly number[] = []): number {
  let current = 0;
  tops.forEach((top, i) => {
    if (reached(top, viewportHeight, landing[i])) current = i;
  });
  return current;
}

const reached = (top: number, viewportHeight: number, landing = 0) => top <= Math.max(viewportHeight * BAND, landing + 1);

/** Where a jump to each heading leaves it, read once. */
function landingTops(headings: readonly HTMLElement[]): number[] {
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  return headings.map((heading) => padding + (parseFloat(getComputedStyle(heading).scrollMarginTop) || 0));
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

/**
 * The phone's bar (`[data-toc-folded]`, a closed <details> stuck under the header): the section in view, its
 * number first, in its `[data-toc-current]`, and the same link marked in its list; before the first heading the
 * bar keeps its count (no `data-toc-at`). The bar is one line either way: naming the section moves nothing.
 */
function nameInBar(root: ParentNode, index: number, reached: boolean, text: string, hash: string) {
  const bar = root.querySelector<HTMLElement>("[data-toc-folded]");
  const label = bar?.querySelector("[data-toc-current]");
  if (!bar || !label) return;
  label.textContent = reached ? `${index + 1}. ${text}` : "";
  bar.toggleAttribute("data-toc-at", reached);
  for (const link of bar.querySelectorAll("a[aria-current]")) link.removeAttribute("aria-current");
  [...bar.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')].find((a) => a.hash === hash)?.setAttribute("aria-current", "location");
}

export function startTocSpy(root: ParentNode = document): (() => void) | undefined {
  const nav = root.querySelector(`[${TOC_SPY_ATTRIBUTE}]`);
  if (!nav || typeof IntersectionObserver === "undefined") return undefined;
  const pairs = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')]
    .map((link) => ({ link, heading: document.getElementById(decodeURIComponent(link.hash.slice(1))) }))
    .filter((pair): pair is { link: HTMLAnchorElement; heading: HTMLElement } => pair.heading !== null);
  if (!pairs.length) return undefined;

  const landing = landingTops(pairs.map((p) => p.heading));
  let marked: HTMLAnchorElement | undefined;
  let inFirst: boolean | undefined;
  const update = () => {
    const tops = pairs.map((p) => p.heading.getBoundingClientRect().top);
    const i = currentIndex(tops, window.innerHeight, landing);
    const link = pairs[i]!.link;
    // Before the first heading, the phone's bar keeps its count.
    const inSection = reached(tops[0]!, window.innerHeight, landing[0]);
    if (link === marked && inSection === inFirst) return;
    inFirst = inSection;
    nameInBar(root, i, inSection, link.textContent ?? "", link.hash);
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
