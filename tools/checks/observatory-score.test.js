// @ts-check
import { describe, expect, it } from "vitest";
import { scoreHeaders, scoreSubresourceIntegrity } from "./observatory-score.mjs";
import { securityHeaders, strictTransportSecurity } from "../../scripts/security-headers.mjs";

const HSTS = strictTransportSecurity({ preload: true });

describe("Observatory score of the site's headers", () => {
  for (const gtmId of [undefined, "GTM-X"]) {
    it(`scores at least 125 for the headers both servers send${gtmId ? ", with a tag manager" : ""}`, () => {
      const headers = { ...securityHeaders({ scriptHashes: ["'sha256-x'"], automationApi: "", gtmId }), "Strict-Transport-Security": HSTS };
      const result = scoreHeaders(headers, { html: '<script>a()</script><script type="module">import "/assets/a.js"</script>' });
      console.log(`Observatory score${gtmId ? " (tag manager)" : ""}: ${result.score} (${result.grade})`);
      expect(result.score).toBeGreaterThanOrEqual(125);
      expect(result.tests.filter((t) => t.modifier < 0)).toEqual([]);
      expect(result.tests.find((t) => t.test === "content-security-policy")?.result).toBe(
        "csp-implemented-with-no-unsafe-default-src-none",
      );
    });
  }

  it("gives the default-src 'none' bonus only without unsafe-inline in style-src", () => {
    const csp = "default-src 'none'; script-src 'self'; object-src 'none'; frame-ancestors 'none'";
    const csp0 = (extra = "") => scoreHeaders({ "Content-Security-Policy": csp + extra }).tests[0];
    expect(csp0("; style-src 'self'")).toMatchObject({ result: "csp-implemented-with-no-unsafe-default-src-none", modifier: 10 });
    expect(csp0("; style-src 'self' 'unsafe-inline'")).toMatchObject({
      result: "csp-implemented-with-unsafe-inline-in-style-src-only",
      modifier: 0,
    });
  });

  it("counts Cross-Origin-Resource-Policy and gives nothing for a preload directive alone", () => {
    const corp = (value = "") =>
      scoreHeaders(value ? { "Cross-Origin-Resource-Policy": value } : {}).tests.find((t) => t.test === "cross-origin-resource-policy");
    expect(corp("same-site")?.modifier).toBe(10);
    expect(corp("same-origin")?.modifier).toBe(10);
    expect(corp("cross-origin")?.modifier).toBe(0);
    expect(corp("bogus")?.modifier).toBe(-5);
    expect(corp()?.result).toBe("corp-not-implemented");
    const hsts = (value = "") =>
      scoreHeaders({ "Strict-Transport-Security": value }).tests.find((t) => t.test === "strict-transport-security");
    expect(hsts(HSTS)).toMatchObject({ result: "hsts-implemented-max-age-at-least-six-months", modifier: 0 });
    expect(hsts("max-age=86400")?.modifier).toBe(-10);
  });

  it("penalises what a weaker policy would do", () => {
    expect(scoreHeaders({}).score).toBe(30);
    const unsafe = scoreHeaders({
      "Content-Security-Policy": "default-src 'self'; script-src 'self' 'unsafe-inline'",
      "Strict-Transport-Security": HSTS,
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
    });
    expect(unsafe.score).toBe(80);
    expect(unsafe.grade).toBe("B+");
  });
});

describe("scoreSubresourceIntegrity", () => {
  it("follows the Observatory: only script src tags count, external ones need integrity", () => {
    const result = (html = "") => scoreSubresourceIntegrity(html).result;
    expect(result("<p>no scripts</p>")).toBe("sri-not-implemented-but-no-scripts-loaded");
    expect(result('<script>x()</script><script src="/assets/a.js"></script>')).toBe(
      "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
    );
    expect(result('<script src="/assets/a.js" integrity="sha384-x"></script>')).toBe("sri-implemented-and-all-scripts-loaded-securely");
    expect(result('<script src="https://cdn.example/a.js" integrity="sha384-x"></script>')).toBe(
      "sri-implemented-and-external-scripts-loaded-securely",
    );
    expect(scoreSubresourceIntegrity('<script src="https://cdn.example/a.js"></script>').modifier).toBe(-5);
    expect(
      scoreSubresourceIntegrity('<script src="//cdn.example/a.js"></script><script src="https://b.example/b.js"></script>').modifier,
    ).toBe(-50);
  });
});
