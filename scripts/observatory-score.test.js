// @ts-check
import { describe, expect, it } from "vitest";
import { scoreHeaders } from "./observatory-score.mjs";
import { HSTS, securityHeaders } from "./security-headers.mjs";

describe("Observatory score of the site's headers", () => {
  it("reaches A+ for the headers both servers send, with HSTS", () => {
    const headers = { ...securityHeaders({ scriptHashes: ["'sha256-x'"], automationApi: "", gtmId: "GTM-X" }), "Strict-Transport-Security": HSTS };
    const result = scoreHeaders(headers);
    console.log(`Observatory score: ${result.score} (${result.grade})`);
    expect(result.grade).toBe("A+");
    expect(result.tests.filter((t) => t.modifier < 0)).toEqual([]);
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
