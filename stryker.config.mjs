// @ts-check
/**
 * Mutation testing of the lead path and the rules around it (docs/decisions/440-mutation-testing-lead-path.md):
 * `npm run mutation` (the whole set, several minutes per module on two cores: not part of `npm test`),
 * `npm run mutation:incremental` (only mutants whose code or tests changed since the last run).
 * @type {import("@stryker-mutator/api/core").PartialStrykerOptions}
 */
export default {
  testRunner: "vitest",
  // The root config holds only the unit tests (the fresh-start and engine suites have their own).
  vitest: { configFile: "vitest.config.ts", related: true },
  coverageAnalysis: "perTest",
  ignoreStatic: true,
  // The machine is shared and has two cores.
  concurrency: 2,
  timeoutMS: 30_000,
  mutate: [
    "app/content/lead-contract/*.ts",
    "!app/content/lead-contract/*.test.ts",
    "server/leads/lead-store.mjs",
    "server/leads/lead-ops.mjs",
    "server/leads/relay-policy.mjs",
    "server/leads/lead-upkeep.mjs",
    "server/leads/lead-forget.mjs",
    "server/leads/lead-redact.mjs",
    "server/leads/rate-limit.mjs",
    "app/features/cookie-consent/consent.ts",
    "app/features/lead-form/submission.ts",
    "app/features/lead-form/draft.ts",
    "app/features/plans/plan-calculator.ts",
    "app/features/no-shows/no-show-cost.ts",
  ],
  thresholds: { high: 90, low: 80, break: 80 },
  reporters: ["clear-text", "progress", "json", "html"],
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  htmlReporter: { fileName: "reports/mutation/mutation.html" },
  incrementalFile: "reports/mutation/stryker-incremental.json",
  // `npm start` leaves `build` as a link to a release folder, which the sandbox copy cannot take.
  ignorePatterns: ["build", "build-releases"],
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
};
