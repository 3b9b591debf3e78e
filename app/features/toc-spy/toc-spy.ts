/**
 * A table of contents that marks the section in view: inside `[data-toc-spy]`, the link to the last
 * heading that has reached the top third of the screen gets `aria-current="location"` (the page's CSS
 * draws the mark from it), the first link before any heading has. An IntersectionObserver on the
 * headings only says when to look again; no scroll listener, no layout work between crossings.
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
  };
  const observer = new IntersectionObserver(update, { rootMargin: `0px 0px -${100 - BAND * 100}% 0px` });
  for (const { heading } of pairs) observer.observe(heading);
  update();
  return () => observer.disconnect();
}
