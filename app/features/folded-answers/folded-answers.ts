/**
 * A way to a folded block must open it. When the page's target (`:target`: a summary tile, a contents link, a hub
 * category's pill, a link from another page, the back button) sits in a closed <details>, or is the block whose
 * <details> it heads (a hub category), that opens: browsers do not all do it themselves, and none does when the
 * target is the heading in the summary, which is already on screen. Loaded on pages with folded blocks
 * (`details[data-fold]`), it acts on any closed <details> there: on arrival, on each fragment change, and on a
 * click on a link to the fragment already in the address (no change, no hashchange).
 */
export function openTarget(doc: Document = document): boolean {
  const target = doc.querySelector<HTMLElement>(":target");
  const details = target?.closest("details") ?? target?.querySelector(":scope > details");
  if (!target || !details || details.open) return false;
  details.open = true;
  // A target in the folded part was hidden when the browser scrolled to it.
  if (!target.closest("summary")) target.scrollIntoView();
  return true;
}

export function startFoldedAnswers(doc: Document = document) {
  const open = () => openTarget(doc);
  open();
  addEventListener("hashchange", open);
  doc.addEventListener("click", (event) => {
    if ((event.target as Element).closest?.<HTMLAnchorElement>('a[href^="#"]')?.hash === location.hash) open();
  });
}
