export interface Debounced<A extends unknown[]> {
  /** Schedules `fn` with these arguments `wait` ms from now, dropping any call still waiting. */
  (...args: A): void;
  cancel(): void;
  /** Runs the waiting call now, if there is one. */
  flush(): void;
}

/** Trailing-edge debounce: `fn` runs once, `wait` ms after the last call, with that call's arguments. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastArgs: A | undefined;

  const run = () => {
    timer = undefined;
    const args = lastArgs;
    lastArgs = undefined;
    if (args) fn(...args);
  };

  const debounced = ((...args: A) => {
    lastArgs = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(run, wait);
  }) as Debounced<A>;

  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    lastArgs = undefined;
  };
  debounced.flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    run();
  };
  return debounced;
}
