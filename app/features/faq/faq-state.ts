/**
 * Open/closed state of an FAQ accordion. Items open and close independently (spec), so the state
 * is one flag per item; `defaultOpen` lists the indexes open on first render (home: the first).
 */
export function initialOpen(count: number, defaultOpen: readonly number[] = []): boolean[] {
  const open = new Set(defaultOpen);
  return Array.from({ length: count }, (_, i) => open.has(i));
}

/** Flips one item and leaves the others as they are. */
export function toggleAt(open: readonly boolean[], index: number): boolean[] {
  if (index < 0 || index >= open.length) return [...open];
  return open.map((value, i) => (i === index ? !value : value));
}
