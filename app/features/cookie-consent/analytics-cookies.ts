/**
 * The analytics cookies the site can name (`_ga`, `_ga_<container>`, `_gid`) and the strings that
 * expire them. Withdrawing consent must remove what consent allowed (LGPD art. 8 §5), and the
 * analytics tag writes its cookies on the highest domain it may, so an expiry has to be written
 * for the host and for every parent domain: the browser ignores the ones it would never have
 * accepted (public suffixes such as `com.br`), so no public-suffix list is needed here.
 */

const ANALYTICS_COOKIE = /^(?:_ga|_gid|_ga_[A-Za-z0-9_-]+)$/;

/** Names of the analytics cookies present in a `document.cookie` string, each once. */
export function analyticsCookieNames(cookieHeader: string): string[] {
  const names = cookieHeader
    .split(";")
    .map((part) => part.slice(0, part.includes("=") ? part.indexOf("=") : undefined).trim())
    .filter((name) => ANALYTICS_COOKIE.test(name));
  return [...new Set(names)];
}

/** `www.atendra.com.br` -> `www.atendra.com.br`, `atendra.com.br`, `com.br`; none for an IP or a one-label host. */
export function cookieDomains(hostname: string): string[] {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (!host.includes(".") || /^[\d.]+$/.test(host) || host.includes(":")) return [];
  const labels = host.split(".");
  return labels.slice(0, -1).map((_, i) => labels.slice(i).join("."));
}

const EXPIRED = "Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/";

/** The `document.cookie` assignments that expire one cookie: host-only, then each parent domain. */
export function expireCookieStrings(name: string, hostname: string): string[] {
  return [`${name}=; ${EXPIRED}`, ...cookieDomains(hostname).map((domain) => `${name}=; ${EXPIRED}; Domain=.${domain}`)];
}

/** Every assignment needed to remove the analytics cookies found in `cookieHeader`. */
export function analyticsCookieExpiries(cookieHeader: string, hostname: string): string[] {
  return analyticsCookieNames(cookieHeader).flatMap((name) => expireCookieStrings(name, hostname));
}
