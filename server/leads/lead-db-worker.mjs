// @ts-check
/**
 * The leads database's own thread: it holds the one connection and the writer, and runs the
 * operations of lead-ops.mjs that the main thread asks for by message, so the main thread (HTTP,
 * the form's rules, the relay's requests) never waits on the disk. Message in: `{ id, op, args }`;
 * out: `{ id, value }` or `{ id, error }` (message and SQLite codes: enough to tell a full disk).
 * Started by lead-db-client.mjs.
 */
import { parentPort, workerData } from "node:worker_threads";
import { createLeadOps, LEAD_OPS } from "./lead-ops.mjs";
import { openLeadDatabase, SERVER_BUSY_TIMEOUT_MS } from "./lead-store.mjs";
import { observeStorage } from "./lead-writer.mjs";
import { createStorageState, storageStatePath } from "./storage-state.mjs";

const port = /** @type {import("node:worker_threads").MessagePort} */ (parentPort);
const { file, maxBytes } = /** @type {{ file: string, maxBytes: number }} */ (workerData);
const db = openLeadDatabase(file, { maxBytes, busyTimeoutMs: SERVER_BUSY_TIMEOUT_MS });
// Storage failures go to a small side file that `npm run leads -- --check` reads even when the database cannot be written.
observeStorage(db, createStorageState(storageStatePath(file)));
const ops = /** @type {Record<string, (...args: unknown[]) => Promise<unknown>>} */ (createLeadOps(db));

port.on("message", async (/** @type {{ id: number, op: string, args: unknown[] }} */ { id, op, args }) => {
  try {
    if (!LEAD_OPS.includes(op)) throw new Error(`unknown operation ${op}`);
    port.postMessage({ id, value: await ops[op]?.(...args) });
  } catch (error) {
    const e = /** @type {{ message?: string, code?: string, errcode?: number, errstr?: string }} */ (error ?? {});
    port.postMessage({ id, error: { message: e.message ?? String(error), code: e.code, errcode: e.errcode, errstr: e.errstr } });
  }
});
port.postMessage({ ready: true });
