import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { getQueryFn, throwIfResponseNotOk } from "./data-fetcher";

function context(queryKey: readonly unknown[]) {
  return { queryKey, signal: new AbortController().signal, meta: undefined, client: new QueryClient() } as never;
}

describe("default data fetcher", () => {
  it("GETs the first element of the query key with credentials and parses JSON", async () => {
    const fetchMock = vi.fn(async () => Response.json({ plans: 5 }));
    const data = await getQueryFn({ on401: "throw" }, fetchMock)(context(["/api/plans", { page: 1 }]));
    expect(data).toEqual({ plans: 5 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual(["/api/plans", expect.objectContaining({ credentials: "include" })]);
  });

  it("throws on 401 by default", async () => {
    const fetchMock = vi.fn(async () => new Response("Unauthorized", { status: 401 }));
    await expect(getQueryFn({ on401: "throw" }, fetchMock)(context(["/api/me"]))).rejects.toThrow("401: Unauthorized");
  });

  it("returns null on 401 when asked to", async () => {
    const fetchMock = vi.fn(async () => new Response("nope", { status: 401 }));
    await expect(getQueryFn({ on401: "returnNull" }, fetchMock)(context(["/api/me"]))).resolves.toBeNull();
  });

  it("uses the body text in the error of a non-ok answer", async () => {
    const fetchMock = vi.fn(async () => new Response("database down", { status: 500, statusText: "Internal Server Error" }));
    await expect(getQueryFn({ on401: "returnNull" }, fetchMock)(context(["/api/x"]))).rejects.toThrow(/^500: database down$/);
  });

  it("falls back to the status text when the body is empty", async () => {
    await expect(throwIfResponseNotOk(new Response("", { status: 404, statusText: "Not Found" }))).rejects.toThrow(
      /^404: Not Found$/,
    );
  });

  it("does nothing for ok answers", async () => {
    await expect(throwIfResponseNotOk(new Response("fine"))).resolves.toBeUndefined();
  });

  it("rejects a query key whose first element is not a URL", async () => {
    await expect(getQueryFn({ on401: "throw" }, vi.fn())(context([42]))).rejects.toThrow(TypeError);
  });
});
