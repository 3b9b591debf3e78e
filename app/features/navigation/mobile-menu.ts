import { MENU_LABELS, MOBILE_MENU_ID } from "./nav-state";

/**
 * The header's menu button on phones: opens and closes the menu panel, names its state, and
 * closes on Escape (focus back on the button). A link in the menu loads its page, which closes it.
 */
export function startMobileMenu(doc: Document = document): void {
  const button = doc.querySelector<HTMLButtonElement>("[data-menu-button]");
  const panel = doc.getElementById(MOBILE_MENU_ID);
  if (!button || !panel) return;
  const set = (open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    button.setAttribute("aria-label", open ? MENU_LABELS.open : MENU_LABELS.closed);
    panel.hidden = !open;
  };
  button.addEventListener("click", () => set(panel.hidden));
  doc.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || panel.hidden) return;
    set(false);
    button.focus();
  });
}
