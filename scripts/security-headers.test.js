// @ts-check
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  hstsPreloadSetting,
  inlineScriptHashes,
  inlineStyleHashes,
  securityHeaders,
  strictTransportSecurity,
} from "./security-headers.mjs";

const sha = (/** @type {string} */ s) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes executable inline scripts and skips JSON-LD and external scripts", () => {
    const html = `<script>a()</script><script type="application/ld+json">{"x":1}</script><script src="/x.js"></script><script type="module">import "/y.js"</script>`;
    const expected = ["a()", 'import "/y.js"'].map((s) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`);
    expect(inlineScriptHashes([html, html])).toEqual(expected.sort());
  });

  it("hashes the page-scripts loader and Astro's island runtime, whatever their attributes", () => {
    const loader = 'import("/assets/a.js")';
    const runtime = "(()=>{customElements.define('astro-island',class{})})();";
    const html = `<script type="module" data-page-scripts="/assets/a.js">${loader}</script><script>${runtime}</script>`;
    expect(inlineScriptHashes([html])).toEqual([sha(loader), sha(runtime)].sort());
  });
});

describe("inlineStyleHashes", () => {
  it("hashes style elements, nothing else", () => {
    expect(inlineStyleHashes(['<p style="color:red">x</p><style>p{color:red}</style>'])).toEqual([sha("p{color:red}")]);
    expect(inlineStyleHashes(["<p>x</p>"])).toEqual([]);
  });
});

describe("strictTransportSecurity", () => {
  it("asks for two years, subdomains and preload unless HSTS_PRELOAD turns preload off", () => {
    expect(strictTransportSecurity({ preload: hstsPreloadSetting(undefined) })).toBe("max-age=63072000; includeSubDomains; preload");
    expect(strictTransportSecurity({ preload: hstsPreloadSetting("1") })).toBe("max-age=63072000; includeSubDomains; preload");
    expect(strictTransportSecurity({ preload: hstsPreloadSetting("0") })).toBe("max-age=63072000; includeSubDomains");
    expect(hstsPreloadSetting("false")).toBe(false);
    expect(() => hstsPreloadSetting("no")).toThrow(/HSTS_PRELOAD/);
  });
});

describe("securityHeaders", () => {
  it("locks scripts to self and hashes, without unsafe-inline or unsafe-eval", () => {
    const h = securityHeaders({ scriptHashes: ["'sha256-abc'"], automationApi: "" });
    const csp = h["Content-Security-Policy"] ?? "";
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src")) ?? "";
    expect(scriptSrc).toBe("script-src 'self' 'sha256-abc'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'self';");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain("googletagmanager");
    expect(h["X-Content-Type-Options"]).toBe("nosniff");
    expect(h["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    expect(h["Cross-Origin-Resource-Policy"]).toBe("same-site");
    expect(h["Permissions-Policy"]).toContain("camera=()");
  });

  it("opens exactly the tag manager and the automation API when configured", () => {
    const h = securityHeaders({ scriptHashes: [], automationApi: "https://n8n.clinica.example/base", gtmId: "GTM-X" });
    const csp = h["Content-Security-Policy"] ?? "";
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com");
    expect(csp).toMatch(/connect-src 'self' https:\/\/n8n\.clinica\.example https:\/\/www\.googletagmanager\.com/);
    expect(csp).toContain("frame-src https://www.googletagmanager.com");
    expect(csp).not.toContain("unsafe-inline");
  });

  it("allows style elements by hash", () => {
    const csp = securityHeaders({ scriptHashes: [], styleHashes: ["'sha256-s'"], automationApi: "" })["Content-Security-Policy"];
    expect(csp).toContain("style-src 'self' 'sha256-s';");
  });
});
