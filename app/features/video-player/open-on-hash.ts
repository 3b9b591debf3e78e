/**
 * A link to a collapsed `<details data-open-on-hash>` (the video's text description, linked from
 * the home page) opens it: the browser only scrolls to a closed one. On load and on later hash
 * changes; the visitor closes it again as usual.
 */
export function openDetailsOnHash(doc: Document = document): void {
  const win = doc.defaultView!;
  const open = () => {
    const id = decodeURIComponent(win.location.hash.slice(1));
    const target = id ? doc.getElementById(id) : null;
    if (target instanceof win.HTMLDetailsElement && target.hasAttribute("data-open-on-hash")) target.open = true;
  };
  open();
  win.addEventListener("hashchange", open);
}
