import type { Page } from "@playwright/test";

/**
 * The page's clock, moved by the test instead of waited for. `installClock` fakes Date,
 * performance.now and the timers before the page loads, running at the machine's pace until the
 * test jumps it (`page.clock.fastForward`) or stops it (`page.clock.pauseAt`).
 */
export async function installClock(page: Page): Promise<void> {
  await page.clock.install();
}

/**
 * With the page's clock stopped, moves it `stepMs` at a time until `done()` holds, at most
 * `maxSteps` times: a timer set by code that ran after one step (a React render, a fetched chunk)
 * gets its turn at the next. Fails, naming `what`, when it never holds.
 */
export async function runClockUntil(page: Page, what: string, done: () => Promise<boolean>, stepMs = 100, maxSteps = 100) {
  for (let step = 0; step < maxSteps; step++) {
    if (await done()) return;
    await page.clock.runFor(stepMs);
  }
  if (!(await done())) throw new Error(`${what}: not reached after ${maxSteps} clock steps of ${stepMs} ms`);
}

/**
 * Stops the page's clock a second from now (a time already past by the time the call lands cannot
 * be paused at): from there on its timers run only when the test moves it.
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}
