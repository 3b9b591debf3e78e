// @ts-check
/**
 * Scores a response with the rules of the MDN HTTP Observatory (mdn/mdn-http-observatory: its
 * header tests, Cross-Origin-Resource-Policy included, and modifiers; the redirection test scores
 * 0 behind TLS and cookies are absent on this site). Start at 100, add each modifier; A+ is 100
 * or more. Two things the live scan checks cannot be seen here: `hsts-preloaded` (+5) needs the
 * host on the browsers' preload list, so a `preload` directive alone earns nothing; and the
 * subresource-integrity test reads the page's `<script src>` tags, so it is scored only when the
 * HTML is passed.
 */

/** @param {string} csp */
function parseCsp(csp) {
  /** @type {Map<string, string[]>} */
  const map = new Map();
  for (const part of csp.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

/**
 * The Observatory's subresource-integrity test: only `<script src>` tags count; same-origin ones
 * earn the bonus when they carry `integrity`, external ones are penalised without it.
 * @param {string} html
 * @returns {{ test: string, result: string, modifier: number }}
 */
export function scoreSubresourceIntegrity(html) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1] ?? "");
  const test = "subresource-integrity";
  if (scripts.length === 0) return { test, result: "sri-not-implemented-but-no-scripts-loaded", modifier: 0 };
  let sameOriginWithIntegrity = false;
  /** @type {{ test: string, result: string, modifier: number } | undefined} */
  let worst;
  for (const attributes of scripts) {
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (!src) continue;
    const integrity = /\bintegrity\s*=/i.test(attributes);
    const external = /^(https?:)?\/\//i.test(src);
    if (!external) {
      sameOriginWithIntegrity ||= integrity;
      continue;
    }
    const secure = /^https:/i.test(src);
    const found = secure
      ? integrity
        ? { test, result: "sri-implemented-and-external-scripts-loaded-securely", modifier: 5 }
        : { test, result: "sri-not-implemented-but-external-scripts-loaded-securely", modifier: -5 }
      : integrity
        ? { test, result: "sri-implemented-but-external-scripts-not-loaded-securely", modifier: -20 }
        : { test, result: "sri-not-implemented-and-external-scripts-not-loaded-securely", modifier: -50 };
    if (!worst || found.modifier < worst.modifier) worst = found;
  }
  if (worst) return worst;
  return sameOriginWithIntegrity
    ? { test, result: "sri-implemented-and-all-scripts-loaded-securely", modifier: 5 }
    : { test, result: "sri-not-implemented-but-all-scripts-loaded-from-secure-origin", modifier: 0 };
}

/**
 * @param {Record<string, string | undefined>} rawHeaders
 * @param {{ html?: string }} [page] the response body, for the subresource-integrity test
 * @returns {{ score: number, grade: string, tests: Array<{ test: string, result: string, modifier: number }> }}
 */
export function scoreHeaders(rawHeaders, page = {}) {
  /** @type {Record<string, string>} */
  const h = {};
  for (const [k, v] of Object.entries(rawHeaders)) if (v !== undefined) h[k.toLowerCase()] = v;
  const tests = [];

  // Content Security Policy
  const csp = h["content-security-policy"];
  if (!csp) tests.push({ test: "content-security-policy", result: "csp-not-implemented", modifier: -25 });
  else {
    const d = parseCsp(csp);
    const scriptSrc = d.get("script-src") ?? d.get("default-src") ?? [];
    const styleSrc = d.get("style-src") ?? d.get("default-src") ?? [];
    const objectSrc = d.get("object-src") ?? d.get("default-src") ?? [];
    const defaultNone = (d.get("default-src") ?? []).join(" ") === "'none'";
    const unsafeScript = scriptSrc.some((v) => v === "'unsafe-inline'" || v === "'unsafe-eval'" || v === "data:");
    const insecureScheme = [...d.values()].flat().some((v) => v === "http:" || v === "*" || v === "https:");
    if (unsafeScript) tests.push({ test: "content-security-policy", result: "csp-implemented-with-unsafe-inline", modifier: -20 });
    else if (insecureScheme || (!objectSrc.includes("'none'") && objectSrc.length === 0))
      tests.push({ test: "content-security-policy", result: "csp-implemented-with-insecure-scheme-or-no-object-src", modifier: -10 });
    else if (styleSrc.includes("'unsafe-inline'"))
      tests.push({ test: "content-security-policy", result: "csp-implemented-with-unsafe-inline-in-style-src-only", modifier: 0 });
    else if (defaultNone)
      tests.push({ test: "content-security-policy", result: "csp-implemented-with-no-unsafe-default-src-none", modifier: 10 });
    else tests.push({ test: "content-security-policy", result: "csp-implemented-with-no-unsafe", modifier: 5 });
  }

  // Cookies, CORS, redirection and SRI: none set / not applicable on this site.
  tests.push({
    test: "cookies",
    result: h["set-cookie"] ? "cookies-without-secure-flag-check-manually" : "cookies-not-found",
    modifier: 0,
  });
  tests.push({
    test: "cross-origin-resource-sharing",
    result:
      h["access-control-allow-origin"] === "*"
        ? "cross-origin-resource-sharing-implemented-with-public-access"
        : "cross-origin-resource-sharing-not-implemented",
    modifier: 0,
  });

  // Referrer Policy
  const referrer =
    (h["referrer-policy"] ?? "")
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .pop() ?? "";
  if (!referrer) tests.push({ test: "referrer-policy", result: "referrer-policy-not-implemented", modifier: 0 });
  else if (["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(referrer))
    tests.push({ test: "referrer-policy", result: "referrer-policy-private", modifier: 5 });
  else if (referrer === "unsafe-url" || referrer === "no-referrer-when-downgrade")
    tests.push({ test: "referrer-policy", result: "referrer-policy-unsafe", modifier: -5 });
  else tests.push({ test: "referrer-policy", result: "referrer-policy-no-referrer-when-downgrade", modifier: 0 });

  // Strict Transport Security
  const hsts = h["strict-transport-security"];
  const maxAge = Number(/max-age=(\d+)/i.exec(hsts ?? "")?.[1] ?? "NaN");
  if (!hsts) tests.push({ test: "strict-transport-security", result: "hsts-not-implemented", modifier: -20 });
  // The scan's white lie: 180 days (15552000) counts as six months.
  else if (maxAge >= 15552000)
    tests.push({ test: "strict-transport-security", result: "hsts-implemented-max-age-at-least-six-months", modifier: 0 });
  else tests.push({ test: "strict-transport-security", result: "hsts-implemented-max-age-less-than-six-months", modifier: -10 });

  // X-Content-Type-Options
  tests.push(
    (h["x-content-type-options"] ?? "").toLowerCase() === "nosniff"
      ? { test: "x-content-type-options", result: "x-content-type-options-nosniff", modifier: 0 }
      : { test: "x-content-type-options", result: "x-content-type-options-not-implemented", modifier: -5 },
  );

  // X-Frame-Options (frame-ancestors in the CSP earns the bonus)
  const frameAncestors = csp ? parseCsp(csp).get("frame-ancestors") : undefined;
  if (frameAncestors && frameAncestors.length > 0)
    tests.push({ test: "x-frame-options", result: "x-frame-options-implemented-via-csp", modifier: 5 });
  else if (["deny", "sameorigin"].includes((h["x-frame-options"] ?? "").toLowerCase()))
    tests.push({ test: "x-frame-options", result: "x-frame-options-sameorigin-or-deny", modifier: 0 });
  else tests.push({ test: "x-frame-options", result: "x-frame-options-not-implemented", modifier: -20 });

  // Cross-Origin-Resource-Policy
  const corp = (h["cross-origin-resource-policy"] ?? "").trim().toLowerCase();
  const test = "cross-origin-resource-policy";
  if (!corp) tests.push({ test, result: "corp-not-implemented", modifier: 0 });
  else if (corp === "same-origin" || corp === "same-site") tests.push({ test, result: `corp-implemented-with-${corp}`, modifier: 10 });
  else if (corp === "cross-origin") tests.push({ test, result: "corp-implemented-with-cross-origin", modifier: 0 });
  else tests.push({ test, result: "corp-header-invalid", modifier: -5 });

  if (page.html !== undefined) tests.push(scoreSubresourceIntegrity(page.html));

  // Bonuses only count once the score is at least 90 (as the Observatory does).
  const penalties = tests.filter((t) => t.modifier < 0).reduce((s, t) => s + t.modifier, 0);
  const bonuses = tests.filter((t) => t.modifier > 0).reduce((s, t) => s + t.modifier, 0);
  const base = 100 + penalties;
  const score = Math.max(0, base >= 90 ? base + bonuses : base);
  return { score, grade: grade(score), tests };
}

/** @param {number} score */
export function grade(score) {
  const table = /** @type {const} */ ([
    [100, "A+"],
    [90, "A"],
    [85, "A-"],
    [80, "B+"],
    [70, "B"],
    [65, "B-"],
    [60, "C+"],
    [50, "C"],
    [45, "C-"],
    [40, "D+"],
    [30, "D"],
    [25, "D-"],
  ]);
  for (const [min, g] of table) if (score >= min) return g;
  return "F";
}
