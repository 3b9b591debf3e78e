// @ts-check
/**
 * Reads what `wrk -s tools/load/wrk-mix.lua` prints: wrk's usual summary, then one line
 * "wrk-result {json}" written by the script's done() hook. Pure (no I/O), so it is unit-tested
 * (wrk-parse.test.js).
 */

/**
 * @typedef {{
 *   requests: number, seconds: number, rps: number,
 *   p50Ms: number, p99Ms: number, maxMs: number,
 *   statuses: Record<string, number>, issued: number[], inFlight: number,
 *   expected404: number, unexpected: number,
 *   socketErrors: { connect: number, read: number, write: number, timeout: number },
 *   errors: number, threads: number, cpuTicks: number,
 * }} WrkFigures
 */

const MARKER = "wrk-result ";

/** @param {unknown} v @param {string} what @returns {number} */
function num(v, what) {
  if (typeof v !== "number" || !Number.isFinite(v) || v < 0) throw new Error(`wrk-result: ${what} is not a count (${JSON.stringify(v)})`);
  return v;
}

/** @param {number} us @returns {number} milliseconds, two decimals */
const ms = (us) => Math.round(us / 10) / 100;

/**
 * @param {string} stdout everything wrk printed on its standard output
 * @param {number[]} expect what each URL given to the script must answer, in the same order:
 *   404 for the not-found URL; any other value means "a 2xx or 3xx status"
 * @returns {WrkFigures} rps, p99Ms and errors (unexpected statuses + connect/read/write/timeout
 *   socket errors) plus the details they come from
 */
export function parseWrkOutput(stdout, expect) {
  const line = stdout.split("\n").find((l) => l.startsWith(MARKER));
  if (!line) throw new Error(`wrk printed no "${MARKER.trim()}" line (did wrk-mix.lua run?):\n${stdout.slice(-2000)}`);
  const raw = JSON.parse(line.slice(MARKER.length));

  const durationUs = num(raw.durationUs, "durationUs");
  if (durationUs === 0) throw new Error("wrk-result: the run lasted 0 s");
  const requests = num(raw.requests, "requests");
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const [code, n] of Object.entries(raw.statuses ?? {})) statuses[code] = num(n, `statuses.${code}`);
  const issued = expect.map((_, i) => num(raw.issued?.[String(i + 1)] ?? 0, `issued.${i + 1}`));
  const socketErrors = {
    connect: num(raw.errors?.connect, "errors.connect"),
    read: num(raw.errors?.read, "errors.read"),
    write: num(raw.errors?.write, "errors.write"),
    timeout: num(raw.errors?.timeout, "errors.timeout"),
  };

  // Statuses cannot be matched to URLs one by one (wrk's response() hook is not told which
  // request it answers). What is known: how many requests went to each URL and how many were
  // still unanswered when wrk stopped. So a 404 counts as expected only up to the number sent
  // to the not-found URL, and that URL must have had at least (sent - in flight) 404s.
  const notFoundWanted = expect.includes(404);
  const answered = Object.values(statuses).reduce((a, b) => a + b, 0);
  const inFlight = Math.max(0, issued.reduce((a, b) => a + b, 0) - answered);
  const issued404 = issued.reduce((sum, n, i) => (expect[i] === 404 ? sum + n : sum), 0);
  const n404 = notFoundWanted ? (statuses["404"] ?? 0) : 0;
  let bad = 0;
  for (const [code, n] of Object.entries(statuses)) {
    const status = Number(code);
    if ((status < 200 || status >= 400) && !(notFoundWanted && status === 404)) bad += n;
  }
  const extra404 = Math.max(0, n404 - issued404);
  const missing404 = Math.max(0, issued404 - inFlight - n404);
  // A not-found URL answered 5xx is in both `bad` and `missing404`: count it once.
  const unexpected = bad + extra404 + Math.max(0, missing404 - bad);

  const seconds = durationUs / 1e6;
  return {
    requests,
    seconds: Math.round(seconds * 100) / 100,
    rps: Math.round(requests / seconds),
    p50Ms: ms(num(raw.latencyUs?.p50, "latencyUs.p50")),
    p99Ms: ms(num(raw.latencyUs?.p99, "latencyUs.p99")),
    maxMs: ms(num(raw.latencyUs?.max, "latencyUs.max")),
    statuses,
    issued,
    inFlight,
    expected404: n404 - extra404,
    unexpected,
    socketErrors,
    errors: unexpected + socketErrors.connect + socketErrors.read + socketErrors.write + socketErrors.timeout,
    threads: typeof raw.threads === "number" ? raw.threads : 0,
    cpuTicks: typeof raw.cpuTicks === "number" ? raw.cpuTicks : -1,
  };
}
