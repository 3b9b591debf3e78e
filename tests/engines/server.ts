import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { baseUrl, waitFor } from "./engine";

/**
 * Vitest's global set-up: the project's server on the built site, as Playwright's webServer starts
 * it (playwright.config.ts): same script, same variables, its own inbox file, no per-client limit.
 */
const root = path.resolve(import.meta.dirname, "../..");
const port = Number(process.env.E2E_PORT ?? 4317);
export const inboxFile = path.join(root, `.tmp/engines-leads-${port}.db`);

let server: ChildProcess | undefined;

export async function setup() {
  mkdirSync(path.join(root, ".tmp/engines"), { recursive: true });
  for (const suffix of ["", "-wal", "-shm"]) rmSync(inboxFile + suffix, { force: true });
  server = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: process.env.E2E_BUILD_DIR ?? "build",
      LEAD_INBOX_FILE: inboxFile,
      QUIET: "1",
      LEAD_RATE_LIMIT: "0",
    },
  });
  const exited = new Promise<never>((_, reject) => server?.once("exit", (code) => reject(new Error(`the server exited (${code})`))));
  await Promise.race([
    exited,
    waitFor(`the server at ${baseUrl}`, async () => (await fetch(`${baseUrl}/`).catch(() => undefined))?.ok, 180),
  ]);
  exited.catch(() => undefined);
}

export async function teardown() {
  server?.kill("SIGTERM");
}
