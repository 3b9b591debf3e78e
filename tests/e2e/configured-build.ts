import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { expect } from "./fixtures";

/**
 * The second build of tools/check.sh, with a tag-manager id and a (fictional) WhatsApp number,
 * served by the Node server on its own port. Built here (astro build + postbuild) with the same
 * settings when missing, so a spec run alone works too.
 */
export const configuredBuild = {
  dir: process.env.E2E_GTM_BUILD_DIR ?? ".tmp/build-gtm",
  gtmId: "GTM-TEST123",
  whatsappNumber: "5531999999999",
};

/** Starts the Node server on `port` for the configured build; call `kill()` on the result after. */
export async function serveConfiguredBuild(port: number): Promise<ChildProcess> {
  const { dir, gtmId, whatsappNumber } = configuredBuild;
  const built = `${dir}/build-info.json`;
  if (!existsSync(built)) {
    // Two specs (two workers) may want it at once: one builds, the other waits for its result.
    const lock = `${dir}.building`;
    let mine = false;
    try {
      mkdirSync(lock, { recursive: false });
      mine = true;
    } catch {
      await expect.poll(() => existsSync(built) || !existsSync(lock), { timeout: 280_000, intervals: [1000] }).toBe(true);
    }
    if (mine) {
      try {
        const env = { ...process.env, BUILD_DIR: dir, VITE_GTM_ID: gtmId, VITE_WHATSAPP_NUMBER: whatsappNumber };
        expect(spawnSync("npx", ["astro", "build"], { env, stdio: "ignore" }).status).toBe(0);
        expect(spawnSync(process.execPath, ["scripts/postbuild.mjs"], { env, stdio: "ignore" }).status).toBe(0);
      } finally {
        rmSync(lock, { recursive: true, force: true });
      }
    }
    expect(existsSync(built), `${dir} was not built`).toBe(true);
  }
  const server = spawn(process.execPath, ["server/site/server.mjs"], {
    // Its own database: one server per database (server/leads/server-lock.mjs).
    env: {
      ...process.env,
      BUILD_DIR: dir,
      PORT: String(port),
      HOST: "127.0.0.1",
      QUIET: "1",
      LEAD_INBOX_FILE: `.tmp/e2e-leads-${port}.db`,
    },
    stdio: "ignore",
  });
  await expect
    .poll(
      async () =>
        fetch(`http://127.0.0.1:${port}/`)
          .then((r) => r.status)
          .catch(() => 0),
      { timeout: 20_000 },
    )
    .toBe(200);
  return server;
}
