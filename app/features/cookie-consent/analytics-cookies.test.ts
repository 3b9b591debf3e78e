import { describe, expect, it } from "vitest";
import { analyticsCookieExpiries, analyticsCookieNames, cookieDomains, expireCookieStrings } from "./analytics-cookies";

describe("analyticsCookieNames", () => {
  it("finds _ga, every _ga_<id> and _gid, and nothing else", () => {
    const header = "_ga=GA1.1.1.2; LeadUserIndex=7; _ga_ABC123=GS1.1; _gid=GA1.1.3; _gat=1; my_ga=1; _ga=dup; _gac_x=1";
    expect(analyticsCookieNames(header)).toEqual(["_ga", "_ga_ABC123", "_gid"]);
  });

  it("is empty for an empty header or a cookie without a value", () => {
    expect(analyticsCookieNames("")).toEqual([]);
    expect(analyticsCookieNames("flag")).toEqual([]);
  });
});

describe("cookieDomains", () => {
  it("lists the host and each parent domain, the public suffix included (the browser ignores that one)", () => {
    expect(cookieDomains("www.atendra.com.br")).toEqual(["www.atendra.com.br", "atendra.com.br", "com.br"]);
    expect(cookieDomains("Atendra.COM.")).toEqual(["atendra.com"]);
  });

  it("has no Domain form for localhost, an IPv4 or an IPv6 address", () => {
    expect(cookieDomains("localhost")).toEqual([]);
    expect(cookieDomains("127.0.0.1")).toEqual([]);
    expect(cookieDomains("[::1]")).toEqual([]);
  });
});

describe("expireCookieStrings", () => {
  it("expires the host-only cookie and the one on the registrable parent domain, path /", () => {
    const strings = expireCookieStrings("_ga", "www.atendra.com.br");
    expect(strings[0]).toBe("_ga=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/");
    expect(strings).toContain("_ga=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/; Domain=.atendra.com.br");
    expect(strings).toContain("_ga=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/; Domain=.www.atendra.com.br");
    expect(strings).toHaveLength(4);
  });

  it("writes only the host-only form on localhost", () => {
    expect(expireCookieStrings("_gid", "localhost")).toEqual(["_gid=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/"]);
  });
});

describe("analyticsCookieExpiries", () => {
  it("covers every analytics cookie present and leaves the others alone", () => {
    const strings = analyticsCookieExpiries("_ga=1; _ga_XYZ=2; atendra-video=12", "atendra.com.br");
    expect(strings.map((s) => s.slice(0, s.indexOf("=")))).toEqual(["_ga", "_ga", "_ga", "_ga_XYZ", "_ga_XYZ", "_ga_XYZ"]);
    expect(strings.some((s) => s.startsWith("atendra-video"))).toBe(false);
    expect(analyticsCookieExpiries("atendra-video=12", "atendra.com.br")).toEqual([]);
  });
});
