import { rmSync } from "node:fs";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { startNodeServer } from "../../tools/load/node-server.mjs";
import { scoreHeaders } from "../../tools/checks/observatory-score.mjs";
import { exportLeads } from "../../server/leads/lead-upkeep.mjs";
import { startNginx, type RunningNginx } from "./nginx-server";
import { allPages, hostilePaths, htmlAlias, manyParams, site } from "./pages";
import { buildLead, leadRequest, testPerson } from "../support/lead-builder";

// The same production rules are checked on both servers the project ships.
const servers = ["node", "nginx"] as const;
const inboxFile = process.env.LEAD_INBOX_FILE ?? "";
let nginx: RunningNginx | undefined;
const contexts = new Map<string, APIRequestContext>();

test.beforeAll(async ({ browserName: _unused }, testInfo) => {
  // One nginx per worker, on its own port.
  nginx = startNginx(Number(process.env.E2E_PORT ?? 4317) + 1000 + testInfo.parallelIndex);
  contexts.set("nginx", await playwrightRequest.newContext({ baseURL: nginx.baseURL }));
  contexts.set("node", await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 4317}` }));
});

test.afterAll(async () => {
  for (const ctx of contexts.values()) await ctx.dispose();
  nginx?.stop();
});

function api(server: string): APIRequestContext {
  const ctx = contexts.get(server);
  if (!ctx) throw new Error(`no request context for ${server}`);
  return ctx;
}

for (const server of servers) {
  test.describe(`${server} serving rules`, () => {
    test("every page and its .html alias answer 200 with the same document", async () => {
      for (const path of allPages) {
        const page = await api(server).get(path);
        const alias = await api(server).get(htmlAlias(path));
        expect(page.status(), path).toBe(200);
        expect(alias.status(), htmlAlias(path)).toBe(200);
        expect(await alias.text()).toBe(await page.text());
      }
    });

    test("unknown and hostile paths get the not-found page with 404, never a 5xx", async () => {
      for (const path of [
        ...hostilePaths,
        "/contato.html/",
        "/.env",
        "/../package.json",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/build-info.json",
      ]) {
        const response = await api(server).get(path);
        expect(response.status(), path.slice(0, 50)).toBe(404);
        expect(await response.text(), path.slice(0, 50)).toContain("<title>Page Not Found</title>");
      }
      expect((await api(server).get(`/contato?${manyParams}`)).status()).toBe(200);
    });

    test("pages and the 404 are revalidated on every visit (304 while unchanged), hashed assets cached forever", async () => {
      const page = await api(server).get("/contato");
      expect(page.headers()["cache-control"]).toBe("no-cache");
      const etag = page.headers()["etag"] ?? "";
      expect(etag).not.toBe("");
      const again = await api(server).get("/contato", { headers: { "If-None-Match": etag } });
      expect(again.status()).toBe(304);
      expect((await api(server).get("/nao-existe")).headers()["cache-control"]).toBe("no-cache");
      const html = await page.text();
      const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
      expect(asset).toBeTruthy();
      const js = await api(server).get(asset!);
      expect(js.status()).toBe(200);
      expect(js.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(js.headers()["content-type"]).toMatch(/javascript/);
    });

    test("the demo video's files are revalidated on every load (304 while unchanged): they are re-rendered under the same names", async () => {
      for (const path of [
        "/video/demo.webm",
        "/video/demo.mp4",
        "/video/demo.pt-BR.vtt",
        "/video/demo-cover.webp",
        "/video/demo-portrait.webm",
      ]) {
        const file = await api(server).get(path);
        expect(file.status(), path).toBe(200);
        expect(file.headers()["cache-control"], path).toBe("no-cache");
        const etag = file.headers()["etag"] ?? "";
        expect(etag, path).not.toBe("");
        expect((await api(server).get(path, { headers: { "If-None-Match": etag } })).status(), path).toBe(304);
      }
    });

    test("the feed is sent as application/rss+xml and cached for an hour", async () => {
      const response = await api(server).get(site.feed.path, { headers: { "Accept-Encoding": "gzip" } });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
      expect(response.headers()["cache-control"]).toBe("public, max-age=3600");
    });

    test("a reversed, malformed or unsatisfiable Range gets 416 or the whole file, and the server keeps answering", async () => {
      const asset = (await (await api(server).get("/")).text()).match(/\/assets\/[\w.-]+\.js/)?.[0] ?? "";
      const whole = await (await api(server).get(asset)).body();
      for (const range of ["bytes=2-1", "bytes=abc", "bytes=-", `bytes=${whole.length + 10}-`]) {
        const response = await api(server).get(asset, { headers: { Range: range, "Accept-Encoding": "identity" } });
        expect([200, 416], range).toContain(response.status());
        if (response.status() === 200) expect((await response.body()).equals(whole), range).toBe(true);
      }
      const part = await api(server).get(asset, { headers: { Range: "bytes=0-9", "Accept-Encoding": "identity" } });
      expect(part.status()).toBe(206);
      expect((await part.body()).equals(whole.subarray(0, 10))).toBe(true);
      expect((await api(server).get("/")).status()).toBe(200);
    });

    test("text is sent compressed: the build's brotli twin when the browser takes it, else gzip", async () => {
      const response = await api(server).get("/", { headers: { "Accept-Encoding": "gzip" } });
      expect(response.headers()["content-encoding"]).toBe("gzip");
      expect(response.headers()["vary"]).toMatch(/Accept-Encoding/i);
      const brotli = await api(server).get("/", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
      expect(brotli.headers()["content-encoding"]).toBe("br");
      expect((await brotli.text()).toLowerCase()).toContain("<!doctype html>");
    });

    test("security headers are on pages, assets and the 404", async () => {
      for (const path of ["/", "/contato.html", "/nao-existe", "/og-image.jpg"]) {
        const headers = (await api(server).get(path)).headers();
        const csp = headers["content-security-policy"] ?? "";
        const scriptSrc =
          csp
            .split(";")
            .map((d) => d.trim())
            .find((d) => d.startsWith("script-src")) ?? "";
        expect(scriptSrc, path).toMatch(/^script-src 'self'/);
        expect(scriptSrc).not.toContain("unsafe-inline");
        expect(scriptSrc).not.toContain("unsafe-eval");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("object-src 'none'");
        expect(headers["x-content-type-options"]).toBe("nosniff");
        expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
        expect(headers["permissions-policy"]).toContain("camera=()");
        const styleSrc =
          csp
            .split(";")
            .map((d) => d.trim())
            .find((d) => d.startsWith("style-src")) ?? "";
        expect(styleSrc, path).toMatch(/^style-src 'self'/);
        expect(styleSrc, path).not.toContain("unsafe-inline");
        expect(csp, path).toMatch(/^default-src 'none';/);
        expect(headers["cross-origin-resource-policy"], path).toBe("same-site");
        expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains; preload");
      }
    });

    test("the lead webhook takes only the site's automation ids and answers hostile bodies with JSON errors", async () => {
      const email = `hostil-${server}-${Date.now()}@clinica-exemplo.com.br`;
      const lead = buildLead({ email, tags: [] });
      const json = { "Content-Type": "application/json" };
      const answers = [
        await api(server).post("/webhook/outra-automacao", { data: lead }),
        await api(server).post("/webhook/contato-form-automation-id%2F..%2Fadmin", { data: lead }),
        await api(server).post("/webhook/contato-form-automation-id", { data: '{"name": ', headers: json }),
        await api(server).post("/webhook/contato-form-automation-id", {
          data: JSON.stringify(lead),
          headers: { "Content-Type": "text/plain" },
        }),
        await api(server).post("/webhook/contato-form-automation-id", {
          data: JSON.stringify({ ...lead, messageToSend: "x".repeat(70 * 1024) }),
          headers: json,
        }),
      ];
      // The third body reaches the server as a JSON string (not an object): the form rules refuse it with 422.
      expect(answers.map((a) => a.status())).toEqual([404, 404, 422, 415, 413]);
      for (const answer of answers) {
        expect(answer.headers()["content-type"]).toMatch(/^application\/json/);
        expect(await answer.json()).toMatchObject({ ok: false, error: expect.any(String) });
      }
      expect(exportLeads(inboxFile).filter((l) => l.email === email)).toEqual([]);
    });

    test("the home page scores at least 125 with the MDN Observatory rules", async () => {
      const response = await api(server).get("/");
      const result = scoreHeaders(response.headers(), { html: await response.text() });
      console.log(
        `${server}: Observatory score ${result.score} (${result.grade}): ${result.tests
          .filter((t) => t.modifier)
          .map((t) => `${t.result} ${t.modifier > 0 ? "+" : ""}${t.modifier}`)
          .join(", ")}`,
      );
      expect(result.tests.filter((t) => t.modifier < 0)).toEqual([]);
      expect(result.score).toBeGreaterThanOrEqual(125);
    });
  });
}

test("nginx hands a lead to the Node server, which stores it, with the security headers sent once", async () => {
  const email = `via-nginx-${Date.now()}@clinica-exemplo.com.br`;
  const response = await api("nginx").post("/webhook/contato-form-automation-id", {
    data: buildLead({ email }),
    headers: { Origin: nginx!.baseURL },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ ok: true });
  expect(response.headers()["cache-control"]).toBe("no-store");
  const named = (name: string) => response.headersArray().filter((h) => h.name.toLowerCase() === name);
  expect(named("content-security-policy")).toHaveLength(1);
  expect(named("strict-transport-security")).toHaveLength(1);
  const stored = exportLeads(inboxFile).filter((l) => l.email === email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ automationId: "contato-form-automation-id", name: testPerson.name, id: expect.any(String) });
});

test("past the per-client limit nginx and Node answer 429 with Retry-After and a JSON error, and nothing more is stored", async ({
  browserName: _unused,
}, testInfo) => {
  const buildDir = process.env.E2E_BUILD_DIR ?? "build";
  const inbox = `.tmp/e2e-limit-${process.env.E2E_PORT ?? 4317}-${testInfo.parallelIndex}.db`;
  for (const file of [inbox, `${inbox}-wal`, `${inbox}-shm`]) rmSync(file, { force: true });
  // Its own Node server, with a limit of 3 a minute, behind its own nginx (the shared one has no limit).
  const node = await startNodeServer({ port: 0, buildDir, inboxFile: inbox, env: { LEAD_RATE_LIMIT: "3", LEAD_TRUST_PROXY: "1" } });
  const proxy = startNginx(
    Number(process.env.E2E_PORT ?? 4317) + 50 + testInfo.parallelIndex,
    buildDir,
    Number(new URL(node.baseURL).port),
  );
  try {
    const send = (base: string, i: number) =>
      fetch(`${base}/webhook/contato-form-automation-id`, leadRequest({ email: `limite-${i}@clinica-exemplo.com.br` }));
    const answers: Response[] = [];
    // 30 through nginx (its burst passes 21 to Node, which takes 3), then 2 straight to Node (the same client, 127.0.0.1).
    for (let i = 0; i < 30; i++) answers.push(await send(proxy.baseURL, i));
    for (let i = 30; i < 32; i++) answers.push(await send(node.baseURL, i));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, ...Array(29).fill(429)]);
    for (const answer of answers.slice(3)) {
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await answer.json()).toEqual({ ok: false, error: expect.stringMatching(/Aguarde/) });
    }
    expect(exportLeads(inbox).map((l) => l.email)).toEqual([0, 1, 2].map((i) => `limite-${i}@clinica-exemplo.com.br`));
  } finally {
    proxy.stop();
    await node.stop();
    for (const file of [inbox, `${inbox}-wal`, `${inbox}-shm`]) rmSync(file, { force: true });
  }
});

test("pages served by nginx run under its CSP without errors", async ({ page, consoleErrors }) => {
  await page.goto(`${nginx!.baseURL}/`);
  await waitForHydration(page);
  await page.goto(`${nginx!.baseURL}/contato.html`);
  await waitForHydration(page);
  // The alias is the same page, islands included (no script rewrites its address any more).
  await expect(page.getByRole("button", { name: "Agendar demonstração" })).toBeEnabled();
  expect(consoleErrors).toEqual([]);
});
