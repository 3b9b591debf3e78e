/**
 * The phone's plan chips follow the swipe row of plan cards: the chip of the card in view is marked
 * (`aria-current="true"`, drawn by ~/ui/button-styles' chipClass) and, on a screen too narrow for the five, its
 * row scrolls sideways to show it. The chip row alone moves (its scrollLeft), never the page, which a swipe must
 * not move; without the script the chips are the same in-page anchors, unmarked. One IntersectionObserver on the cards, rooted on their row:
 * no layout work while the row moves. From 640 px the row shows two cards: nothing to follow there.
 */
export const PLAN_CARDS_ATTRIBUTE = "data-plan-cards";
/** How much of a card must be in the row for its chip to be the current one (one card at a time on a phone). */
const SHOWN = 0.6;
/** The chip row's edge fades (scroll-fade-x, 3rem each side): a current chip sits between them. */
const FADE = 48;

/** The sideways scroll that brings a chip whole into the chip row's clear part ("nearest": none when it is). */
export function nearestLeft(row: { left: number; width: number; scroll: number }, chip: { left: number; width: number }) {
  const start = chip.left - row.left - FADE;
  const end = chip.left + chip.width - (row.left + row.width - FADE);
  return row.scroll + (start < 0 ? start : Math.max(end, 0));
}

export function startPlanChips(): void {
  const cardRow = document.querySelector(`[${PLAN_CARDS_ATTRIBUTE}]`);
  const chipRow = document.querySelector("[data-plan-chips] ul");
  if (!cardRow || !chipRow || !matchMedia("(max-width: 639px)").matches) return;
  const behavior = matchMedia("(prefers-reduced-motion: reduce)").matches ? "instant" : "smooth";
  let marked: Element | null = null;
  const observer = new IntersectionObserver(
    (entries) => {
      const seen = entries.find((entry) => entry.intersectionRatio >= SHOWN);
      const chip = seen && chipRow.querySelector(`a[href="#${seen.target.id}"]`);
      if (!chip || chip === marked) return;
      marked?.removeAttribute("aria-current");
      // The opening look (the chip class's `data-opens`) gives way to the chip of the card in view.
      chipRow.querySelector("[data-opens]")?.removeAttribute("data-opens");
      chip.setAttribute("aria-current", "true");
      marked = chip;
      const box = chipRow.getBoundingClientRect();
      const left = nearestLeft({ left: box.left, width: box.width, scroll: chipRow.scrollLeft }, chip.getBoundingClientRect());
      if (left !== chipRow.scrollLeft) chipRow.scrollTo({ left, behavior });
    },
    { root: cardRow, threshold: SHOWN },
  );
  for (const card of cardRow.children) observer.observe(card);
}
