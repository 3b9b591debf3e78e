/**
 * Opens and closes the questions of every FAQ on the page (./faq-accordion.tsx): the button's
 * aria-expanded and its answer's `hidden` change together; the chevron follows aria-expanded in CSS.
 */
export function startFaqToggles(doc: Document = document): void {
  doc.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>("button[data-faq-toggle]");
    const panel = button && doc.getElementById(button.getAttribute("aria-controls") ?? "");
    if (!button || !panel) return;
    const open = button.getAttribute("aria-expanded") !== "true";
    button.setAttribute("aria-expanded", String(open));
    panel.hidden = !open;
  });
}
