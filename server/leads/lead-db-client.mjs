// @ts-check
/**
 * The main thread's side of the leads database thread (lead-db-worker.mjs): the operations of
 * lead-ops.mjs as promises. A lead's "ok" waits for its commit there, as before. When the thread
 * ends unexpectedly every operation not answered yet is refused (no lead is acknowledged without
 * its commit) and `onExit` decides what the process does.
 */
import { Worker } from "node:worker_threads";
import { LEAD_OPS } from "./lead-ops.mjs";

/**
 * @param {{ file: string, maxBytes?: number, onExit?: (error: Error) => void }} options
 * @returns {Promise<{ store: import("./lead-ops.mjs").LeadOps, stop(): Promise<void>, worker: Worker }>}
 */
export async function startLeadWorker({ file, maxBytes = 0, onExit = () => undefined }) {
  const worker = new Worker(new URL("./lead-db-worker.mjs", import.meta.url), { workerData: { file, maxBytes } });
  /** @type {Map<number, { resolve: (value: any) => void, reject: (error: Error) => void }>} */
  const waiting = new Map();
  let next = 0;
  let stopping = false;
  /** @type {Error | null} */
  let gone = null;

  // Its own listeners only, removed once it is ready: the worker keeps internal ones.
  await new Promise((resolve, reject) => {
    const settle = (/** @type {Error | null} */ error) => {
      worker.off("message", ready).off("error", settle).off("exit", ended);
      if (error) reject(error);
      else resolve(undefined);
    };
    const ready = () => settle(null);
    const ended = (/** @type {number} */ code) => settle(new Error(`the leads database thread ended at start (exit code ${code})`));
    worker.on("message", ready).on("error", settle).on("exit", ended);
  });

  worker.on("message", (/** @type {{ id: number, value?: unknown, error?: Record<string, unknown> }} */ message) => {
    const call = waiting.get(message.id);
    if (!call) return;
    waiting.delete(message.id);
    if (message.error) call.reject(Object.assign(new Error(String(message.error.message)), message.error));
    else call.resolve(message.value);
  });
  worker.on("error", (error) => void (gone ??= error));
  worker.on("exit", (code) => {
    gone ??= new Error(`the leads database thread ended (exit code ${code})`);
    for (const call of waiting.values()) call.reject(gone);
    waiting.clear();
    if (!stopping) onExit(gone);
  });

  /** @param {string} op @param {unknown[]} args */
  const call = (op, args) =>
    gone
      ? Promise.reject(gone)
      : new Promise((resolve, reject) => {
          const id = next++;
          waiting.set(id, { resolve, reject });
          worker.postMessage({ id, op, args });
        });
  const store = /** @type {import("./lead-ops.mjs").LeadOps} */ (
    /** @type {unknown} */ (Object.fromEntries(LEAD_OPS.map((op) => [op, (/** @type {unknown[]} */ ...args) => call(op, args)])))
  );
  return {
    store,
    worker,
    /** Lets the writes asked for so far commit, closes the connection, ends the thread. */
    async stop() {
      stopping = true;
      await store.close().catch(() => undefined);
      await worker.terminate();
    },
  };
}
