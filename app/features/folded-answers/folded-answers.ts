/**
 * A way to a folded answer must open it. A fragment pointing into a closed <details> (a summary tile, the
 * phone's contents bar, a link from another page, the back button) opens it: browsers do not all do that
 * themselves, and none does when the target is the heading in the summary, which is already on screen. Runs on
 * every page (a no-op without a closed <details> at the fragment): on arrival, on each fragment change, and on a
 * click on a link to the fragment already in the address (no change, so no hashchange).
 */

/** The closed <details> that holds the fragment's target, and the target. */
export function closedDetailsFor(hash: string, doc: Document = document): { details: HTMLDetailsElement; target: HTMLElement } | undefined {
  if (hash.length < 2) return undefined;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return undefined;
  }
  const target = doc.getElementById(id);
  const details = target?.closest("details");
  if (!target || !details || details.open) return undefined;
  return { details, target };
}

/** Opens the <details> holding the fragment's target; a target in its folded part (not the summary) is brought into view. */
export function openFor(hash: string, doc: Document = document): boolean {
  const found = closedDetailsFor(hash, doc);
  if (!found) return false;
  found.details.open = true;
  if (!found.target.closest("summary")) found.target.scrollIntoView();
  return true;
}

export function startFoldedAnswers(doc: Document = document) {
  openFor(location.hash, doc);
  addEventListener("hashchange", () => openFor(location.hash, doc));
  doc.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href^="#"]');
    if (link) openFor(link.hash, doc);
  });
}
