import { describe, expect, it } from "vitest";
import { createKeyKeeper, keyForSend, randomKey } from "./idempotency-key";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("the form's idempotency key", () => {
  const counter = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it("keeps the key while the same body is sent again, and takes a new one when the content changed", () => {
    const next = counter();
    const first = keyForSend(null, '{"a":1}', next);
    expect(first).toEqual({ key: "key-1", body: '{"a":1}' });
    expect(keyForSend(first, '{"a":1}', next)).toBe(first);
    expect(keyForSend(first, '{"a":2}', next)).toEqual({ key: "key-2", body: '{"a":2}' });
  });

  it("reuses the key after a failure, takes a new one after the lead arrived, and after a change of content", () => {
    const keys = createKeyKeeper(counter());
    expect(keys.take("A")).toBe("key-1");
    // The send failed or timed out: the same lead again.
    expect(keys.take("A")).toBe("key-1");
    // Edited, then sent: another lead; edited back: another send again.
    expect(keys.take("B")).toBe("key-2");
    expect(keys.take("A")).toBe("key-3");
    keys.arrived();
    // The same content once more after a success is a new lead.
    expect(keys.take("A")).toBe("key-4");
  });

  it("makes a version 4 UUID, with randomUUID or, outside a secure context, with getRandomValues", () => {
    expect(randomKey()).toMatch(UUID);
    expect(randomKey({ randomUUID: () => "11111111-2222-4333-8444-555555555555" } as unknown as Crypto)).toBe(
      "11111111-2222-4333-8444-555555555555",
    );
    const ones = { getRandomValues: <T extends ArrayBufferView | null>(a: T) => (new Uint8Array(a!.buffer).fill(0xff), a) };
    expect(randomKey(ones as unknown as Crypto)).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
    const zeros = { getRandomValues: <T extends ArrayBufferView | null>(a: T) => a };
    expect(randomKey(zeros as unknown as Crypto)).toBe("00000000-0000-4000-8000-000000000000");
    expect(new Set(Array.from({ length: 50 }, () => createKeyKeeper().take(String(Math.random())))).size).toBe(50);
  });
});
