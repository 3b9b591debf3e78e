// @ts-check
/** Pure part of the Lighthouse benchmark: figures from a report, medians, targets, the table. */

/**
 * @typedef {object} RunFigures One Lighthouse run, reduced to what the benchmark reports
 * @property {number} performance 0-100
 * @property {number} accessibility 0-100
 * @property {number} bestPractices 0-100
 * @property {number} seo 0-100
 * @property {number} lcpMs
 * @property {number} tbtMs
 * @property {number} cls
 * @property {number} fcpMs
 * @property {number} bootupMs Lighthouse's script boot-up time (evaluation, parse and compile, simulated)
 * @property {number} jsKb transferred script bytes / 1024 (compressed as served)
 * @property {number} totalKb all transferred bytes / 1024
 * @property {number} htmlBytes the page's own document as transferred: compressed body and response headers
 * @property {number} benchmarkIndex Lighthouse's CPU benchmark of this run (lower = busier machine)
 * @property {string | null} lcpElement HTML snippet of the LCP element
 * @property {string[]} failedAudits ids of failing audits in the four categories (score < 1, weight > 0)
 */

/**
 * @typedef {object} RouteResult
 * @property {string} route
 * @property {RunFigures} median per-figure median over the runs of the page
 * @property {RunFigures} floorMedian the same for the page without scripts
 * @property {number} lcpRatio median LCP / median floor LCP
 * @property {string[]} misses names of the figures that miss their target
 * @property {RunFigures[]} runs
 * @property {RunFigures[]} floorRuns
 */

/** Targets the benchmark reports against (a miss is marked, never fails the command). */
/** The targets: every figure against the same page with its scripts removed (the floor). */
export const TARGETS = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  /** TBT at most this much above the floor's. */
  tbtOverFloorMs: 30,
  cls: 0,
  lcpRatio: 1.05,
};

/**
 * The TCP model of Lighthouse's simulation: a new connection delivers 10 segments of 1,460 bytes in its first round
 * trip and doubles that every round trip, up to what slow 4G carries in one (1.6 Mbit/s for 150 ms: 21 segments).
 * A document one byte over the first window waits a whole round trip more, and so does everything after it.
 */
const TCP = { segmentBytes: 1460, initialSegments: 10, maxSegments: 21 };

/**
 * Round trips a new connection needs to deliver `bytes`, as that model counts them.
 * @param {number} bytes
 */
export function roundTrips(bytes) {
  if (!Number.isFinite(bytes)) return NaN;
  let trips = 0;
  let sent = 0;
  for (let segments = TCP.initialSegments; sent < bytes; segments = Math.min(segments * 2, TCP.maxSegments)) {
    sent += segments * TCP.segmentBytes;
    trips++;
  }
  return Math.max(trips, 1);
}

/** @param {number[]} values */
export function median(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? NaN;
  return sorted.length % 2 ? upper : ((sorted[mid - 1] ?? NaN) + upper) / 2;
}

/**
 * @param {any} lhr Lighthouse result (LH.Result)
 * @returns {RunFigures}
 */
export function figuresOf(lhr) {
  const audits = lhr.audits ?? {};
  /** @param {string} id */
  const num = (id) => Number(audits[id]?.numericValue ?? NaN);
  /** @param {string} id */
  const score = (id) => Math.round(Number(lhr.categories?.[id]?.score ?? NaN) * 100);
  /** @type {Array<{ resourceType: string, transferSize: number }>} */
  const summary = audits["resource-summary"]?.details?.items ?? [];
  /** @param {string} type */
  const kb = (type) => (summary.find((i) => i.resourceType === type)?.transferSize ?? 0) / 1024;
  /** @type {Array<{ url: string, resourceType?: string, transferSize?: number }>} */
  const requests = audits["network-requests"]?.details?.items ?? [];
  const page = requests.find((r) => r.resourceType === "Document" && r.url === lhr.finalDisplayedUrl);
  const lcpDetails = audits["largest-contentful-paint-element"]?.details;
  const lcpTable = lcpDetails?.type === "list" ? lcpDetails.items?.[0] : lcpDetails;
  const lcpElement = lcpTable?.items?.[0]?.node?.snippet ?? null;
  /** @type {string[]} */
  const failedAudits = [];
  for (const category of Object.values(lhr.categories ?? {})) {
    for (const ref of /** @type {any} */ (category).auditRefs ?? []) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1 && !failedAudits.includes(ref.id)) failedAudits.push(ref.id);
    }
  }
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: num("largest-contentful-paint"),
    tbtMs: num("total-blocking-time"),
    cls: num("cumulative-layout-shift"),
    fcpMs: num("first-contentful-paint"),
    bootupMs: num("bootup-time"),
    jsKb: kb("script"),
    totalKb: kb("total"),
    htmlBytes: page?.transferSize ?? NaN,
    benchmarkIndex: Number(lhr.environment?.benchmarkIndex ?? NaN),
    lcpElement,
    failedAudits,
  };
}

/**
 * Per-figure median (each number independently); the LCP element and failing audits are the
 * ones of the run whose LCP is closest to the median LCP.
 * @param {RunFigures[]} runs
 * @returns {RunFigures}
 */
export function medianFigures(runs) {
  /** @param {(r: RunFigures) => number} pick */
  const m = (pick) => median(runs.map(pick));
  const lcpMs = m((r) => r.lcpMs);
  const typical = [...runs].sort((a, b) => Math.abs(a.lcpMs - lcpMs) - Math.abs(b.lcpMs - lcpMs))[0];
  return {
    performance: m((r) => r.performance),
    accessibility: m((r) => r.accessibility),
    bestPractices: m((r) => r.bestPractices),
    seo: m((r) => r.seo),
    lcpMs,
    tbtMs: m((r) => r.tbtMs),
    cls: m((r) => r.cls),
    fcpMs: m((r) => r.fcpMs),
    bootupMs: m((r) => r.bootupMs),
    jsKb: m((r) => r.jsKb),
    totalKb: m((r) => r.totalKb),
    htmlBytes: m((r) => r.htmlBytes),
    benchmarkIndex: m((r) => r.benchmarkIndex),
    lcpElement: typical?.lcpElement ?? null,
    failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits))].sort(),
  };
}

/**
 * @param {string} route
 * @param {RunFigures[]} runs
 * @param {RunFigures[]} floorRuns
 * @returns {RouteResult}
 */
export function routeResult(route, runs, floorRuns) {
  const med = medianFigures(runs);
  const floorMedian = medianFigures(floorRuns);
  const lcpRatio = med.lcpMs / floorMedian.lcpMs;
  return { route, median: med, floorMedian, lcpRatio, misses: missesOf(med, lcpRatio, floorMedian.tbtMs), runs, floorRuns };
}

/**
 * @param {RunFigures} f
 * @param {number} lcpRatio
 * @param {number} floorTbtMs
 * @returns {string[]}
 */
export function missesOf(f, lcpRatio, floorTbtMs) {
  const t = TARGETS;
  /** @type {Array<[string, boolean]>} */
  const checks = [
    ["perf", f.performance >= t.performance],
    ["a11y", f.accessibility >= t.accessibility],
    ["bp", f.bestPractices >= t.bestPractices],
    ["seo", f.seo >= t.seo],
    ["LCP", f.lcpMs <= t.lcpMs],
    ["TBT", f.tbtMs <= floorTbtMs + t.tbtOverFloorMs],
    ["CLS", f.cls <= t.cls],
    ["ratio", lcpRatio <= t.lcpRatio],
  ];
  return checks.filter(([, ok]) => !ok).map(([name]) => name);
}

/**
 * The one table the benchmark prints: medians, with ✗ after every figure that misses its target.
 * @param {RouteResult[]} results
 */
export function formatTable(results) {
  /** @param {string} name @param {string} text @param {string[]} misses */
  const cell = (name, text, misses) => (misses.includes(name) ? `${text} ✗` : text);
  const header = [
    "route",
    "perf",
    "a11y",
    "bp",
    "seo",
    "LCP s",
    "TBT ms",
    "CLS",
    "JS KB",
    "total KB",
    "floor perf",
    "floor TBT",
    "floor LCP s",
    "LCP ratio",
    "HTML KB",
    "floor HTML KB",
    "HTML trips",
    "ok",
  ];
  const rows = results.map((r) => {
    const f = r.median;
    return [
      r.route,
      cell("perf", String(f.performance), r.misses),
      cell("a11y", String(f.accessibility), r.misses),
      cell("bp", String(f.bestPractices), r.misses),
      cell("seo", String(f.seo), r.misses),
      cell("LCP", (f.lcpMs / 1000).toFixed(2), r.misses),
      cell("TBT", String(Math.round(f.tbtMs)), r.misses),
      cell("CLS", f.cls.toFixed(3), r.misses),
      f.jsKb.toFixed(1),
      f.totalKb.toFixed(1),
      String(r.floorMedian.performance),
      String(Math.round(r.floorMedian.tbtMs)),
      (r.floorMedian.lcpMs / 1000).toFixed(2),
      cell("ratio", r.lcpRatio.toFixed(2), r.misses),
      (f.htmlBytes / 1024).toFixed(1),
      (r.floorMedian.htmlBytes / 1024).toFixed(1),
      `${roundTrips(f.htmlBytes)}/${roundTrips(r.floorMedian.htmlBytes)}`,
      r.misses.length ? "✗" : "✓",
    ];
  });
  const t = TARGETS;
  const targetRow = [
    "target",
    `>=${t.performance}`,
    `${t.accessibility}`,
    `${t.bestPractices}`,
    `${t.seo}`,
    `<=${t.lcpMs / 1000}`,
    `floor+${t.tbtOverFloorMs}`,
    `<=${t.cls}`,
    "",
    "",
    "",
    "",
    "",
    `<=${t.lcpRatio}`,
    "",
    "",
    "page/floor",
    "",
  ];
  const all = [header, ...rows, targetRow];
  const widths = header.map((_, i) => Math.max(...all.map((row) => [...(row[i] ?? "")].length)));
  /** @param {string[]} row */
  const line = (row) => row.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  const rule = widths.map((w) => "-".repeat(w)).join("  ");
  return [line(header), rule, ...rows.map(line), rule, line(targetRow)].join("\n");
}

/**
 * Blocking time against the floor, run by run: run N of a page and run N of its floor follow each
 * other, so their difference shares the machine's state of that moment; the median of those
 * differences is steadier on a busy machine than the difference of the two medians.
 * @param {RouteResult[]} results
 */
export function formatTbtTable(results) {
  const header = ["route", "TBT ms", "floor TBT", "TBT - floor (median of runs)", "per run", "boot-up ms", "floor boot-up", "ok"];
  const rows = results.map((r) => {
    const differences = r.runs.map((run, i) => run.tbtMs - (r.floorRuns[i]?.tbtMs ?? NaN));
    const difference = median(differences);
    return [
      r.route,
      String(Math.round(r.median.tbtMs)),
      String(Math.round(r.floorMedian.tbtMs)),
      String(Math.round(difference)),
      differences.map((d) => Math.round(d)).join(" "),
      String(Math.round(r.median.bootupMs)),
      String(Math.round(r.floorMedian.bootupMs)),
      difference <= TARGETS.tbtOverFloorMs ? "✓" : "✗",
    ];
  });
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((row) => [...(row[i] ?? "")].length)));
  /** @param {string[]} row */
  const line = (row) => row.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}
