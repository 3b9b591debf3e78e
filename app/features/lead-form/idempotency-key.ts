/**
 * The form's idempotency key (docs/decisions/570): sent as the `Idempotency-Key` header, it lets
 * the site's lead endpoint store a resend once. A visitor whose send timed out may have been
 * stored already; sending the same lead again with the same key makes no second lead.
 */

/** The last send whose arrival is not known yet: its key and the exact body it carried. */
export interface KeyedSend {
  key: string;
  body: string;
}

/**
 * The key for sending `body`: the last send's while the same body goes again (after a failure or a
 * timeout), a new one when the content changed or nothing is pending (after a success).
 */
export function keyForSend(last: KeyedSend | null, body: string, newKey: () => string): KeyedSend {
  return last !== null && last.body === body ? last : { key: newKey(), body };
}

/** A version 4 UUID; `randomUUID` is missing outside a secure context, `getRandomValues` is not. */
export function randomKey(source: Pick<Crypto, "getRandomValues"> & Partial<Pick<Crypto, "randomUUID">> = crypto): string {
  if (typeof source.randomUUID === "function") return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The keys of one page's sends: `take` before each send, `arrived` once the endpoint confirmed it. */
export function createKeyKeeper(newKey: () => string = () => randomKey()) {
  let last: KeyedSend | null = null;
  return {
    take(body: string): string {
      last = keyForSend(last, body, newKey);
      return last.key;
    },
    /** The lead is stored: the next send is another lead, with a new key. */
    arrived(): void {
      last = null;
    },
  };
}

export type KeyKeeper = ReturnType<typeof createKeyKeeper>;
