import * as menuStrings from "~/content/ui-strings/menu";
import { MOBILE_MENU_ID } from "./nav-state";

/**
 * The header's menu button on phones. The panel is a native popover: the button opens and closes
 * it with no script (a tap before this code starts is not lost), Escape and a tap outside close it.
 * This code names the state (aria-expanded and the button's label follow the panel, whoever
 * opened it). A browser without popovers gets the same behaviour from this code, over `data-open`.
 * A link in the menu loads its page, which closes it.
 */
export function startMobileMenu(doc: Document = document): void {
  const button = doc.querySelector<HTMLButtonElement>("[data-menu-button]");
  const panel = doc.getElementById(MOBILE_MENU_ID);
  if (!button || !panel) return;
  const name = (open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    button.setAttribute("aria-label", open ? menuStrings.closeMenu : menuStrings.openMenu);
  };
  if (typeof panel.showPopover === "function") {
    panel.addEventListener("toggle", (event) => name((event as ToggleEvent).newState === "open"));
    name(panel.matches(":popover-open"));
    return;
  }
  const set = (open: boolean) => {
    panel.toggleAttribute("data-open", open);
    name(open);
  };
  button.addEventListener("click", () => set(!panel.hasAttribute("data-open")));
  doc.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !panel.hasAttribute("data-open")) return;
    set(false);
    button.focus();
  });
  set(false);
}
