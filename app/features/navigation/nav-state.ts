/** The mobile menu's panel, opened by the header's menu button (./mobile-menu.ts). */
export const MOBILE_MENU_ID = "menu-principal";

/** The wide header's "Mais" panel (./more-pages.tsx). */
export const MORE_PAGES_ID = "menu-mais";

/** Whether a nav item is the current page (home only matches itself). */
export function isCurrent(itemPath: string, pathname: string): boolean {
  if (itemPath === "/") return pathname === "/";
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}

/** A top-navigation item's look, the current page's in the brand colour: the five links and the "Mais" button alike. */
export function topNavItemClass(current: boolean): string {
  return `rounded-full px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-brand-50 hover:text-brand-800 ${
    current ? "text-brand-800" : "text-ink"
  }`;
}
