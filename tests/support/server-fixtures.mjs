// @ts-check
/**
 * What the black-box tests of the server share: a private folder holding a minimal build (removed
 * after the file's tests), a bounded wait for a condition or for progress, one lead posted as the form posts it, and a
 * server listening on 127.0.0.1 and closed again.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { writeMinimalBuild } from "../../tools/load/minimal-build.mjs";
import { leadRequest, webhookPath } from "./lead-builder.ts";

/**
 * A folder for the file's tests, with a minimal build in its `build/` (both set before the first test).
 * @param {string} prefix
 */
export function useSiteFolder(prefix) {
  const site = { dir: "", buildDir: "" };
  beforeAll(() => {
    site.dir = mkdtempSync(path.join(os.tmpdir(), prefix));
    site.buildDir = writeMinimalBuild(path.join(site.dir, "build"));
  });
  afterAll(() => rmSync(site.dir, { recursive: true, force: true }));
  return site;
}

/**
 * Resolves once `condition` holds; fails past `timeoutMs` (a deadline for a busy machine, not a timing).
 * @param {() => boolean | Promise<boolean>} condition @param {number} [timeoutMs]
 */
export async function waitFor(condition, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Resolves once `done(read())` holds; fails only when the value read has not changed for `stallMs`: a bound on a
 * stuck run, not on the machine's speed (a busy machine that keeps moving, e.g. a backlog that keeps shrinking, passes).
 * @template T
 * @param {() => T | Promise<T>} read @param {(value: T) => boolean} done @param {number} [stallMs]
 */
export async function waitForProgress(read, done, stallMs = 60_000) {
  let last = await read();
  let movedAt = Date.now();
  while (!done(last)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const value = await read();
    if (!Object.is(value, last)) [last, movedAt] = [value, Date.now()];
    else if (Date.now() - movedAt > stallMs) throw new Error(`no progress for ${stallMs} ms (still ${String(last)})`);
  }
}

/** The contact form's lead with this e-mail, posted to a server. @param {string} baseURL @param {string} email */
export const postLead = (baseURL, email) => fetch(`${baseURL}${webhookPath.contact}`, leadRequest({ email }));

/**
 * Listens on 127.0.0.1 at a port the system picks; the server's base URL and port.
 * @param {import("node:http").Server} server
 */
export async function listenLocal(server) {
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { base: `http://127.0.0.1:${port}`, port };
}

/** Closes the server with every connection it still holds. @param {import("node:http").Server} server */
export async function closeServer(server) {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(() => resolve(undefined)));
}
