import { describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client";

describe("query client defaults", () => {
  it("has the spec's defaults", () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    });
    expect(typeof defaults.queries?.queryFn).toBe("function");
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it("does not retry a failing mutation", async () => {
    const client = createQueryClient();
    let calls = 0;
    const mutation = client.getMutationCache().build(client, {
      mutationFn: async () => {
        calls += 1;
        throw new Error("boom");
      },
    });
    await expect(mutation.execute(undefined)).rejects.toThrow("boom");
    expect(calls).toBe(1);
  });
});
