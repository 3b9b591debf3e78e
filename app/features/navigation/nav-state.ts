/** Delay before scrolling to the top once the mobile menu has closed (spec section 9). */
export const MENU_CLOSE_SCROLL_DELAY_MS = 100;

/** Whether a nav item is the current page (home only matches itself). */
export function isCurrent(itemPath: string, pathname: string): boolean {
  if (itemPath === "/") return pathname === "/";
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
