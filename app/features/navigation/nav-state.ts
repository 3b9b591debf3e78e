/** The mobile menu's panel, opened by the header's menu button (./mobile-menu.ts). */
export const MOBILE_MENU_ID = "menu-principal";

/** The wide header's "Mais" panel (./more-pages.tsx). */
export const MORE_PAGES_ID = "menu-mais";

/** Whether a nav item is the current page (home only matches itself). */
export function isCurrent(itemPath: string, pathname: string): boolean {
  if (itemPath === "/") return pathname === "/";
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
