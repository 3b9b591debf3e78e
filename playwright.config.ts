import { defineConfig } from "@playwright/test";
import { chromiumArgs } from "./tools/lib/chromium-args.mjs";

// Each parallel run (CI, a developer's branch of work) can use its own build folder and port.
const port = Number(process.env.E2E_PORT ?? 4317);
const buildDir = process.env.E2E_BUILD_DIR ?? "build";
const inboxFile = process.env.LEAD_INBOX_FILE ?? `.tmp/e2e-leads-${port}.db`;
// Test workers read the same values through process.env.
process.env.E2E_PORT = String(port);
process.env.LEAD_INBOX_FILE = inboxFile;

const browserArgs = [
  ...chromiumArgs,
  "--autoplay-policy=no-user-gesture-required",
  // One CI run saw the demo video pause by itself mid-seek; Chrome pauses video-only media it deems hidden.
  "--disable-background-media-suspend",
  "--disable-renderer-backgrounding",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: `.tmp/e2e-results-${port}.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: browserArgs },
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    trace: "off",
  },
  webServer: {
    // The Node that runs Playwright (the project's Node 24 under npx/npm), quoted: a checkout's path may hold spaces.
    command: `${JSON.stringify(process.execPath)} scripts/start.mjs`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    // The specs post several leads from one address: no per-client limit here (servers.spec.ts tests it on its own server).
    env: { PORT: String(port), HOST: "127.0.0.1", BUILD_DIR: buildDir, LEAD_INBOX_FILE: inboxFile, QUIET: "1", LEAD_RATE_LIMIT: "0" },
  },
});
