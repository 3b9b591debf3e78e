// @ts-check
/**
 * Plain JavaScript so that the server (server/site/site-paths.mjs) runs the same function as the
 * client entry, without a build step: one implementation for both.
 */

/**
 * Maps a requested path to the page path it aliases: `/contato.html` -> `/contato`,
 * `/index.html` -> `/`, `/a/index.html` -> `/a`. Anything else is returned unchanged.
 * @param {string} pathname
 * @returns {string}
 */
export function stripHtmlSuffix(pathname) {
  if (pathname === "/index.html") return "/";
  if (pathname.endsWith("/index.html")) return pathname.slice(0, -"/index.html".length) || "/";
  if (pathname.endsWith(".html")) return pathname.slice(0, -".html".length) || "/";
  return pathname;
}
