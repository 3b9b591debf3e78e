import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * The cross-engine suite (docs/testing.md, "Three engines"): Gecko and WebKit, one after
 * the other, never both at once. `npx vitest run --config tests/engines/vitest.config.ts gecko` runs one.
 */
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "../../app") } },
  test: {
    root: path.resolve(import.meta.dirname, "../.."),
    include: ["tests/engines/*.engine.ts"],
    environment: "node",
    globalSetup: ["tests/engines/server.ts"],
    // One browser at a time: two cores cannot run two engines and a server without starving one.
    fileParallelism: false,
    sequence: { concurrent: false },
    // Bounds for a hang only: every wait inside a check has its own bound (engine.ts waitFor).
    testTimeout: 180_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
