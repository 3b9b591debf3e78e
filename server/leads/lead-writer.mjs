// @ts-check
/**
 * One commit per turn of the event loop: the writes asked for while the server handled a turn's
 * requests (new leads, delivery outcomes) go into one transaction, each in its own savepoint, and
 * their promises settle once that transaction is committed and synced. A full sync per write
 * would cost one fsync per lead, with the event loop waiting on each; a turn's writes share one.
 * A write that throws is undone alone; an error that ends the whole transaction (SQLite may roll
 * it back on a full disk) or a failed commit fails every write of the turn: none of them is
 * acknowledged, none is stored.
 */

import { isStorageFull } from "./lead-store.mjs";

/**
 * @typedef {{ fn: () => unknown, resolve: (value: any) => void, reject: (error: unknown) => void }} Job
 * @typedef {{ failed(error: unknown): void, succeeded(): void }} StorageObserver told when writes fail and work again
 */

/** @type {WeakMap<import("node:sqlite").DatabaseSync, ReturnType<typeof createWriter>>} */
const writers = new WeakMap();
/** @type {WeakMap<import("node:sqlite").DatabaseSync, StorageObserver>} */
const observers = new WeakMap();

/** Tells `observer` when the writes of `db` fail (./storage-state.mjs). @param {import("node:sqlite").DatabaseSync} db @param {StorageObserver} observer */
export function observeStorage(db, observer) {
  observers.set(db, observer);
}

/** The writer of a database connection (one per connection, shared by the inbox and the relay). @param {import("node:sqlite").DatabaseSync} db */
export function writerFor(db) {
  let writer = writers.get(db);
  if (!writer) writers.set(db, (writer = createWriter(db)));
  return writer;
}

/** @param {import("node:sqlite").DatabaseSync} db */
function createWriter(db) {
  /** @type {Job[]} */
  let queue = [];
  let scheduled = false;

  function flush() {
    // An import holds its own transaction across reads of its file: wait for it to commit.
    if (db.isTransaction) return void setTimeout(flush, 5);
    scheduled = false;
    const jobs = queue;
    queue = [];
    const observer = observers.get(db);
    /** @type {{ job: Job, value: unknown }[]} */
    const done = [];
    try {
      db.exec("BEGIN IMMEDIATE");
    } catch (error) {
      observer?.failed(error);
      for (const job of jobs) job.reject(error);
      return;
    }
    for (const job of jobs) {
      db.exec("SAVEPOINT job");
      try {
        done.push({ job, value: job.fn() });
        db.exec("RELEASE job");
      } catch (error) {
        if (!db.isTransaction || isStorageFull(error)) observer?.failed(error);
        if (!db.isTransaction) {
          // SQLite ended the whole transaction: nothing of this turn was stored.
          for (const rest of [...done.map((d) => d.job), ...jobs.slice(jobs.indexOf(job))]) rest.reject(error);
          return;
        }
        db.exec("ROLLBACK TO job; RELEASE job");
        job.reject(error);
      }
    }
    try {
      db.exec("COMMIT");
    } catch (error) {
      if (db.isTransaction) db.exec("ROLLBACK");
      observer?.failed(error);
      for (const d of done) d.job.reject(error);
      return;
    }
    if (done.length > 0) observer?.succeeded();
    for (const d of done) d.job.resolve(d.value);
  }

  return {
    /**
     * Runs `fn` (synchronous statements) in this turn's transaction; resolves with its value once committed.
     * @template T @param {() => T} fn @returns {Promise<T>}
     */
    run(fn) {
      return new Promise((resolve, reject) => {
        queue.push({ fn, resolve, reject });
        if (!scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
      });
    },
  };
}
