import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * The fresh-start phase of `npm test` (tools/check.sh): the README's first command on a copy of the tree,
 * then a second build served to the first build's pages. Two real builds, minutes each: apart from the unit
 * tests, which must stay quick. `npx vitest run --config tests/fresh-start/vitest.config.ts` runs it.
 */
export default defineConfig({
  // The site's own modules (the form's labels) import each other by this alias, as in the build.
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "../../app") } },
  test: {
    root: path.resolve(import.meta.dirname, "../.."),
    include: ["tests/fresh-start/*.test.ts"],
    environment: "node",
    sequence: { concurrent: false },
    // Bounds for a hang only: each wait inside has its own bound on a count of polls.
    testTimeout: 1_800_000,
    hookTimeout: 60_000,
  },
});
