/**
 * What a check needs from a browser, whichever protocol drives it: Gecko over WebDriver BiDi
 * (gecko.ts), WebKit over classic WebDriver (webkit.ts). Checks find elements in the page with
 * plain DOM code (in-page.ts) and ask the driver for the input a person gives: a real click, real
 * typing, a key press. Every wait is bounded by `waitFor`, never by the machine's speed.
 */
export interface Engine {
  readonly name: "gecko" | "webkit";
  /**
   * Opens `path` (relative to the site's origin) and waits for the load event, or with "parsed" only for
   * the parsed document: the page a visitor sees painted and taps before it has loaded.
   */
  goto(path: string, until?: "load" | "parsed"): Promise<void>;
  /** The document's URL. */
  url(): Promise<string>;
  /** Runs `fn` in the page with one JSON argument and returns its JSON result. */
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** A real click in the middle of the first element matching `selector`, scrolled into view. */
  click(selector: string): Promise<void>;
  /** A real click at a fraction of the element's width and height. */
  clickAt(selector: string, x: number, y: number): Promise<void>;
  /** Focuses the element, clears it and types `text` key by key. */
  type(selector: string, text: string): Promise<void>;
  /** A key press on the focused element ("Enter", "Tab", "Escape" or one character). */
  press(key: "Enter" | "Tab" | "Escape"): Promise<void>;
  /** Sets the viewport (the layout size the page sees) to exactly width × height. */
  setViewport(width: number, height: number): Promise<void>;
  /** A PNG of the viewport. */
  screenshot(file: string): Promise<void>;
  /** Forgets cookies and storage of the site, as a new visitor. */
  reset(): Promise<void>;
  /** The script errors and console errors reported since the last call, and forgets them. */
  takeErrors(): Promise<string[]>;
  close(): Promise<void>;
}

export const baseUrl = `http://127.0.0.1:${process.env.E2E_PORT ?? 4317}`;

/** Polls `probe` until it returns a truthy value; fails with `what` after `seconds` (a bound, never a speed target). */
export async function waitFor<T>(what: string, probe: () => Promise<T>, seconds = 30): Promise<NonNullable<T>> {
  const deadline = Date.now() + seconds * 1000;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value as NonNullable<T>;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`waited ${seconds} s for ${what}; last: ${String(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Polls until `read` returns `expected` (compared as JSON), and says what it got instead. */
export async function waitForValue<T>(what: string, read: () => Promise<T>, expected: T, seconds = 30): Promise<void> {
  let seen: T | undefined;
  await waitFor(
    `${what} to be ${JSON.stringify(expected)} (last seen ${JSON.stringify(seen)})`,
    async () => {
      seen = await read();
      return JSON.stringify(seen) === JSON.stringify(expected);
    },
    seconds,
  ).catch((error: unknown) => {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(seen)} (${String(error)})`);
  });
}
