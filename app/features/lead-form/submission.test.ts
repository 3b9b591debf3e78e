import { describe, expect, it, vi } from "vitest";
import { firstNonEmptyParams } from "~/lib/query-params";
import { spamVerdict, MIN_FILL_MS } from "./spam";
import {
  buildWebhookBody,
  originUrlOf,
  postLeadToWebhook,
  sendLeadToWebhook,
  WEBHOOK_TIMEOUT_MS,
  WebhookError,
  webhookUrl,
} from "./submission";
import { site } from "~/site";
import { createKeyKeeper } from "./idempotency-key";
import { buildLead, buildSubmission, formTags } from "../../../tests/support/lead-builder";

const submission = buildSubmission({
  queryParams: firstNonEmptyParams("?utm_source=google&utm_medium=cpc&utm_source=bing&empty=&source=Fale%20com%20um%20especialista"),
});
const page = { originUrl: "https://www.atendra.com.br/contato", leadUserIndex: "42" };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("webhook body", () => {
  it("has the lead fields and the tags in the spec's order", () => {
    const query = [
      { name: "utm_source", value: "google" },
      { name: "utm_medium", value: "cpc" },
      { name: "source", value: "Fale com um especialista" },
    ];
    expect(buildWebhookBody(submission, page)).toEqual(
      buildLead({ tags: formTags({ query, originUrl: "https://www.atendra.com.br/contato", leadUserIndex: "42" }) }),
    );
  });

  it("sends an empty leadUserIndex when the cookie is absent", () => {
    const body = buildWebhookBody({ ...submission, queryParams: [] }, { ...page, leadUserIndex: undefined });
    expect(body.tags).toEqual([
      { name: "form", value: "Conheça o produto" },
      { name: "originUrl", value: page.originUrl },
      { name: "leadUserIndex", value: "" },
    ]);
  });

  it("names the page by its own path, whichever alias was opened", () => {
    const origin = "https://www.atendra.com.br";
    expect(originUrlOf(origin, "/contato")).toBe(`${origin}/contato`);
    expect(originUrlOf(origin, "/contato.html")).toBe(`${origin}/contato`);
    expect(originUrlOf(origin, "/contato/")).toBe(`${origin}/contato`);
    expect(originUrlOf(origin, "/")).toBe(`${origin}/`);
    expect(originUrlOf(origin, "/blog/agenda-cheia//")).toBe(`${origin}/blog/agenda-cheia`);
  });

  it("posts to {base}/webhook/{automationId}", () => {
    expect(webhookUrl("integracao-form-automation-id", "")).toBe("/webhook/integracao-form-automation-id");
    expect(webhookUrl("a b", "https://automacao.exemplo.com")).toBe("https://automacao.exemplo.com/webhook/a%20b");
  });
});

describe("postLeadToWebhook", () => {
  const run = (fetchImpl: typeof fetch) => postLeadToWebhook(submission, { fetch: fetchImpl, page, apiBase: "" });

  it("POSTs JSON with a 10 s timeout and resolves with the JSON answer", async () => {
    const timeout = vi.spyOn(AbortSignal, "timeout");
    const fetchMock = vi.fn(async (..._args: Parameters<typeof fetch>) => Response.json({ ok: true }));
    await expect(run(fetchMock)).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/webhook/contato-form-automation-id");
    expect(init?.method).toBe("POST");
    expect(init?.headers).toEqual({ "Content-Type": "application/json", "Idempotency-Key": expect.stringMatching(UUID) });
    expect(JSON.parse(String(init?.body))).toEqual(buildWebhookBody(submission, page));
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(WEBHOOK_TIMEOUT_MS).toBe(10_000);
    expect(timeout).toHaveBeenCalledWith(WEBHOOK_TIMEOUT_MS);
    timeout.mockRestore();
  });

  it("sends the same Idempotency-Key again after a failure or a timeout, a new one for changed content or after a success", async () => {
    const keys = createKeyKeeper();
    const sent: string[] = [];
    const answering =
      (...statuses: number[]): typeof fetch =>
      async (_url, init) => {
        sent.push((init?.headers as Record<string, string>)["Idempotency-Key"] ?? "");
        return Response.json({}, { status: statuses.shift() ?? 200 });
      };
    const send = (s: typeof submission, impl: typeof fetch) =>
      postLeadToWebhook(s, { fetch: impl, page, apiBase: "", keys }).catch(() => null);
    const timeout: typeof fetch = (_url, init) => (
      sent.push((init?.headers as Record<string, string>)["Idempotency-Key"] ?? ""),
      Promise.reject(new DOMException("", "TimeoutError"))
    );
    await send(submission, timeout);
    await send(submission, answering(503));
    await send(submission, answering(200));
    await send(submission, answering(200));
    await send({ ...submission, name: "Outra Pessoa" }, answering(503));
    expect(sent.every((k) => UUID.test(k))).toBe(true);
    expect(sent.slice(0, 3)).toEqual(Array(3).fill(sent[0]));
    expect(new Set([sent[0], sent[3], sent[4]]).size).toBe(3);
  });

  it("sends no Idempotency-Key to a host of its own (browser-direct mode), whose CORS allows Content-Type only", async () => {
    const fetchMock = vi.fn(async (..._args: Parameters<typeof fetch>) => Response.json({ ok: true }));
    await postLeadToWebhook(submission, { fetch: fetchMock, page, apiBase: "https://automacao.example.com" });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({ "Content-Type": "application/json" });
  });

  it("accepts an empty 2xx answer", async () => {
    await expect(run(async () => new Response(null, { status: 204 }))).resolves.toBeNull();
  });

  // The timeout is shortened here; its 10 s value is checked above.
  const hang: typeof fetch = (_url, init) =>
    new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)));
  it.each([
    ["an HTTP error", async () => new Response("boom", { status: 500 }), /answered 500/],
    [
      "a 429 with a JSON error",
      async () => Response.json({ error: "too_many_requests" }, { status: 429, headers: { "Retry-After": "60" } }),
      /answered 429/,
    ],
    ["a 422 with a JSON error", async () => Response.json({ error: "invalid_lead", fields: ["phone"] }, { status: 422 }), /answered 422/],
    [
      "a truncated JSON answer",
      async () => new Response('{"ok":tr', { status: 200, headers: { "Content-Type": "application/json" } }),
      /not JSON/,
    ],
    ["a network error", async () => Promise.reject(new TypeError("Failed to fetch")), /unreachable/],
    ["a non-JSON 200", async () => new Response("<!doctype html><title>Contato</title>", { status: 200 }), /not JSON/],
    ["no answer within the timeout", hang, /unreachable/],
  ])("rejects on %s", async (_label, impl, message) => {
    await expect(postLeadToWebhook(submission, { fetch: impl as typeof fetch, page, apiBase: "", timeoutMs: 20 })).rejects.toThrow(message);
  });

  it("accepts a 2xx answer of blank lines as empty", async () => {
    await expect(run(async () => new Response("\n  \n", { status: 200 }))).resolves.toBeNull();
  });

  // The message goes to the console and the error tracker: a huge error page is cut, and the cause is kept.
  const unreadable = async () => {
    const response = new Response("{}", { status: 200 });
    vi.spyOn(response, "text").mockRejectedValue(new DOMException("timed out", "TimeoutError"));
    return response;
  };
  it.each([
    ["an error page", async () => new Response("x".repeat(2000), { status: 502 }), `answered 502: ${"x".repeat(500)}`, undefined],
    ["a non-JSON page", async () => new Response("<".repeat(2000), { status: 200 }), `not JSON: ${"<".repeat(200)}`, SyntaxError],
    ["a body that could not be read", unreadable, "answer 200 could not be read", DOMException],
  ])("names a WebhookError for %s, its message bounded, its cause kept", async (_label, impl, end, cause) => {
    const error: unknown = await run(impl).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WebhookError);
    expect(error).toMatchObject({ name: "WebhookError" });
    expect((error as Error).message.endsWith(end)).toBe(true);
    if (cause) expect((error as Error).cause).toBeInstanceOf(cause);
  });

  it("by default posts to the site's automation host with the page's own address and cookie, and logs the answer", async () => {
    const fetchMock = vi.fn(async (..._args: Parameters<typeof fetch>) => Response.json({ ok: true }));
    vi.stubGlobal("fetch", fetchMock);
    vi.stubGlobal("window", { location: { origin: "https://www.atendra.com.br", pathname: "/contato.html" } });
    vi.stubGlobal("document", { cookie: "a=1; LeadUserIndex=7" });
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    try {
      await sendLeadToWebhook(submission);
    } finally {
      vi.unstubAllGlobals();
    }
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(webhookUrl(submission.automationId, site.urls.automationApi));
    expect(JSON.parse(String(init?.body))).toEqual(
      buildWebhookBody(submission, { originUrl: "https://www.atendra.com.br/contato", leadUserIndex: "7" }),
    );
    expect(info).toHaveBeenCalledWith("[lead-form] lead delivered", { ok: true });
  });
});

it("spam verdict: a filled honeypot, a send before the minimum fill time, a person", () => {
  const verdict = (honeypot: string, elapsed: number) => spamVerdict({ honeypot, readyAt: 1000, now: 1000 + elapsed });
  expect([verdict(" https://spam.example", 60_000), verdict("", MIN_FILL_MS - 1), verdict("", MIN_FILL_MS)]).toEqual([
    "honeypot",
    "too-fast",
    "ok",
  ]);
});
