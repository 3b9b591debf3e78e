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
 * @typedef {{ intake?: boolean, deadlineMs?: number | undefined }} JobOptions
 *   `intake`: a new lead (only its commit tells that leads are taken again); `deadlineMs` (wall clock):
 *   the job must have its transaction by then, or it is refused unrun (its visitor is told so in time)
 * @typedef {JobOptions & { fn: () => unknown, resolve: (value: any) => void, reject: (error: unknown) => void }} Job
 * @typedef {{ failed(error: unknown): void, succeeded(): void }} StorageObserver told when writes fail and leads are taken again
 */

/** The error of a job whose deadline passed before it had the database: nothing was stored. */
export const lateError = () => Object.assign(new Error("database is locked (the write waited past its deadline)"), { errcode: 5 });

/**
 * How a batch goes: the jobs already past their deadline are refused unrun; the others wait for the
 * write lock no longer than the earliest deadline among them (never more than the connection's own
 * busy timeout). A pure function of the clock, so a test decides it without a database.
 * @template {JobOptions} J
 * @param {J[]} jobs @param {number} nowMs @param {number} busyMs the connection's busy timeout
 * @returns {{ late: J[], run: J[], busyMs: number }}
 */
export function planBatch(jobs, nowMs, busyMs) {
  const late = jobs.filter((j) => j.deadlineMs !== undefined && j.deadlineMs <= nowMs);
  const run = jobs.filter((j) => !late.includes(j));
  const deadlines = run.flatMap((j) => (j.deadlineMs === undefined ? [] : [j.deadlineMs - nowMs]));
  return { late, run, busyMs: Math.min(busyMs, ...deadlines) };
}

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
  const busyMs = Number(/** @type {{ timeout: number }} */ (db.prepare("PRAGMA busy_timeout").get()).timeout);

  /** Takes the write lock, waiting at most `waitMs`. @param {number} waitMs */
  function begin(waitMs) {
    if (waitMs === busyMs) return db.exec("BEGIN IMMEDIATE");
    db.exec(`PRAGMA busy_timeout = ${Math.max(0, Math.floor(waitMs))}`);
    try {
      db.exec("BEGIN IMMEDIATE");
    } finally {
      db.exec(`PRAGMA busy_timeout = ${busyMs}`);
    }
  }

  function flush() {
    // An import holds its own transaction across reads of its file: wait for it to commit.
    if (db.isTransaction) return void setTimeout(flush, 5);
    scheduled = false;
    const plan = planBatch(queue, Date.now(), busyMs);
    queue = [];
    const observer = observers.get(db);
    if (plan.late.length > 0) observer?.failed(lateError());
    for (const job of plan.late) job.reject(lateError());
    const jobs = plan.run;
    if (jobs.length === 0) return;
    /** @type {{ job: Job, value: unknown }[]} */
    const done = [];
    try {
      begin(plan.busyMs);
    } catch (error) {
      observer?.failed(error);
      for (const job of jobs) job.reject(error);
      return;
    }
    // The lock may have come late: a job past its deadline now is refused unrun, as above.
    const lateNow = planBatch(jobs, Date.now(), busyMs).late;
    for (const job of jobs) {
      if (lateNow.includes(job)) {
        job.reject(lateError());
        continue;
      }
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
    // Only a committed lead says that leads are taken again: an outcome may fit where a lead does not.
    if (done.some((d) => d.job.intake)) observer?.succeeded();
    for (const d of done) d.job.resolve(d.value);
  }

  return {
    /** Leads are taken again though none came to say so (a heartbeat committed and a lead fits). */
    leadsTaken: () => observers.get(db)?.succeeded(),
    /**
     * Runs `fn` (synchronous statements) in this turn's transaction; resolves with its value once committed.
     * @template T @param {() => T} fn @param {JobOptions} [options] @returns {Promise<T>}
     */
    run(fn, options = {}) {
      return new Promise((resolve, reject) => {
        queue.push({ ...options, fn, resolve, reject });
        if (!scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
      });
    },
  };
}
