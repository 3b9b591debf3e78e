/** The mobile menu's panel, opened by the header's menu button (./mobile-menu.ts). */
export const MOBILE_MENU_ID = "menu-principal";

/** Whether a nav item is the current page (home only matches itself). */
export function isCurrent(itemPath: string, pathname: string): boolean {
  if (itemPath === "/") return pathname === "/";
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
