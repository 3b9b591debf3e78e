// @ts-check
/**
 * Upkeep of the lead files (the inbox and the delivery journal): one server per data folder (a
 * lock file naming the process), removal of one person's leads (`npm run leads -- --forget`, LGPD
 * art. 18) and of delivered leads past the retention period (LEAD_RETENTION_DAYS). Both files are
 * rewritten the same way: streamed into a 0600 copy beside them, fsynced, renamed over the
 * original (the inbox first: a crash between the two leaves only journal lines of leads that are
 * gone, which replay ignores). While a server runs, it is the server that rewrites (it holds its
 * writes meanwhile, so nothing appended is lost); `npm run leads` hands it a request file and
 * waits for the answer. docs/decisions/112-lead-intake-under-abuse.md.
 */
import { randomUUID } from "node:crypto";
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createJournalReplay } from "./delivery-state.mjs";
import { forEachJsonLine, syncFolder } from "./append-log.mjs";

/** @typedef {{ inbox: string, delivery: string }} LeadFiles */

export const lockFileFor = (/** @type {LeadFiles} */ files) => `${files.inbox}.lock`;

/** Whether `pid` is another live Node process (a pid reused by something else is not the server). @param {number} pid */
function alive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EPERM") return false;
  }
  try {
    return /node/i.test(readFileSync(`/proc/${pid}/cmdline`, "utf8"));
  } catch {
    // No /proc (not Linux) or no access: trust the signal test.
    return true;
  }
}

/**
 * Who holds the lock of these files, if a live process does.
 * @param {LeadFiles} files
 * @returns {{ pid: number, startedAt?: string, command?: string } | null}
 */
export function lockHolder(files) {
  try {
    const holder = JSON.parse(readFileSync(lockFileFor(files), "utf8"));
    return alive(Number(holder?.pid)) ? holder : null;
  } catch {
    return null;
  }
}

/**
 * Takes the lock of these files (`{inbox}.lock`, created 0600 with this process's id) or throws
 * a message naming the lock and the process holding it. A lock left by a process that is gone
 * (kill -9, a power cut) is taken over. Released at exit.
 * @param {LeadFiles} files
 * @param {string} command what holds it, for the message of the next one (`npm start`, `npm run leads -- --forget`)
 * @returns {{ release(): void }}
 */
export function acquireLock(files, command) {
  const file = lockFileFor(files);
  const content = JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString(), command, host: os.hostname() });
  for (let tries = 0; tries < 3; tries++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, content);
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (JSON.parse(readFileSync(file, "utf8")).pid === process.pid) unlinkSync(file);
        } catch {
          // Already gone.
        }
      };
      process.once("exit", release);
      return { release };
    } catch (error) {
      const code = /** @type {NodeJS.ErrnoException} */ (error).code;
      if (code === "ENOENT") {
        // The folder does not exist yet: the server creates it 0700.
        mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
        continue;
      }
      if (code !== "EEXIST") throw error;
      const holder = lockHolder(files);
      if (holder) {
        throw new Error(
          `${file} is held by process ${holder.pid} (${holder.command ?? "another server"}, since ${holder.startedAt ?? "?"}): ` +
            "one server per data folder. Stop it first, or give this one other files (LEAD_INBOX_FILE).",
        );
      }
      // Left behind by a process that is gone.
      try {
        unlinkSync(file);
      } catch {
        // Another starter removed it first; try again.
      }
    }
  }
  throw new Error(`could not take the lock ${file}`);
}

/**
 * Rewrites both files without the leads `drop` names: streamed into `{file}.rewrite` (0600),
 * fsynced, renamed over the file, folder fsynced; the inbox first. Lines that do not parse are
 * kept unless `dropText` matches them. Callers hold the files' writes (a running server) or the
 * lock (no server).
 * @param {LeadFiles} files
 * @param {{ drop: (lead: import("./lead-inbox.mjs").StoredLead, delivered: boolean) => boolean, dropText?: (line: string) => boolean, needsDelivered?: boolean }} rule
 *   `delivered`: whether the journal says the lead was delivered (read only with `needsDelivered`)
 * @returns {Promise<{ removed: number, removedIds: Set<string>, journalBytes: number }>}
 */
export async function rewriteLeadFiles(files, { drop, dropText = () => false, needsDelivered = false }) {
  const journal = createJournalReplay();
  if (needsDelivered) await forEachJsonLine(files.delivery, "[lead-files]", (record) => journal.apply(record));
  /** @type {Set<string>} */
  const removedIds = new Set();
  let removed = 0;
  await rewriteFile(files.inbox, async (write) => {
    await forEachJsonLine(
      files.inbox,
      "[lead-files]",
      async (record, raw) => {
        const lead = /** @type {import("./lead-inbox.mjs").StoredLead} */ (record);
        const delivered = typeof lead?.id === "string" && journal.delivered.has(lead.id);
        if (drop(lead, delivered) || dropText(raw.toString("utf8"))) {
          removed++;
          if (typeof lead?.id === "string") removedIds.add(lead.id);
          return;
        }
        await write(raw);
      },
      { onBadLine: async (raw) => (dropText(raw.toString("utf8")) ? undefined : write(raw)) },
    );
  });
  journal.delivered.clear();
  let journalBytes = 0;
  await rewriteFile(files.delivery, async (write) => {
    journalBytes = await forEachJsonLine(
      files.delivery,
      "[lead-files]",
      async (record, raw) => {
        const id = /** @type {{ id?: unknown }} */ (record)?.id;
        if ((typeof id === "string" && removedIds.has(id)) || dropText(raw.toString("utf8"))) return;
        await write(raw);
      },
      { onBadLine: async (raw) => (dropText(raw.toString("utf8")) ? undefined : write(raw)) },
    );
  });
  // The new journal's length: where a server follows it from.
  journalBytes = (await stat(files.delivery).catch(() => ({ size: 0 }))).size;
  return { removed, removedIds, journalBytes };
}

/**
 * @param {string} file
 * @param {(write: (line: Buffer) => Promise<void>) => Promise<void>} fill
 */
async function rewriteFile(file, fill) {
  const exists = await stat(file).then(
    () => true,
    () => false,
  );
  if (!exists) return;
  const temp = `${file}.rewrite`;
  const handle = await open(temp, "w", 0o600);
  /** @type {Buffer[]} */
  let pending = [];
  let pendingBytes = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    await handle.write(Buffer.concat(pending));
    pending = [];
    pendingBytes = 0;
  };
  try {
    await fill(async (line) => {
      pending.push(line, NEWLINE);
      pendingBytes += line.length + 1;
      if (pendingBytes >= 1024 * 1024) await flush();
    });
    await flush();
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  await rename(temp, file);
  await syncFolder(path.dirname(file));
}
const NEWLINE = Buffer.from("\n");

/** @param {string} email */
export const normalizeEmail = (email) => email.trim().toLowerCase();

/**
 * The rule of `--forget EMAIL`: every lead with that e-mail (case-insensitive), and any line that
 * still spells it (a torn line, a host's answer quoting it).
 * @param {string} email
 */
export function forgetRule(email) {
  const wanted = normalizeEmail(email);
  return {
    drop: (/** @type {import("./lead-inbox.mjs").StoredLead} */ lead) =>
      typeof lead?.email === "string" && normalizeEmail(lead.email) === wanted,
    dropText: (/** @type {string} */ line) => line.toLowerCase().includes(wanted),
  };
}

/**
 * The rule of LEAD_RETENTION_DAYS: delivered leads, and leads stored without the relay (never
 * delivered by this server), received more than `days` ago. Pending and failed leads stay: they
 * are the queue.
 * @param {number} days
 * @param {number} nowMs
 */
export function retentionRule(days, nowMs) {
  const cutoff = nowMs - days * 86_400_000;
  return {
    needsDelivered: true,
    drop: (/** @type {import("./lead-inbox.mjs").StoredLead} */ lead, /** @type {boolean} */ delivered) => {
      const received = Date.parse(lead?.receivedAt ?? "");
      if (!Number.isFinite(received) || received >= cutoff) return false;
      return delivered || !lead.relay;
    },
  };
}

/** LEAD_RETENTION_DAYS (default 180, at least 1). @param {NodeJS.ProcessEnv} env */
export function retentionDaysFromEnv(env) {
  const raw = env.LEAD_RETENTION_DAYS ?? "";
  const days = raw === "" ? 180 : Number(raw);
  if (!Number.isInteger(days) || days < 1) throw new Error(`LEAD_RETENTION_DAYS must be a whole number of days >= 1, not ${raw}`);
  return days;
}

// Requests from `npm run leads -- --forget` to a running server: `{inbox}.forget-{uuid}.request`
// (0600, the e-mail inside, removed once done) answered by `{inbox}.forget-{uuid}.done`.
const requestName = (/** @type {string} */ inbox, /** @type {string} */ id, /** @type {string} */ kind) => `${inbox}.forget-${id}.${kind}`;

/**
 * Asks the running server to forget an e-mail and waits for its answer.
 * @param {LeadFiles} files
 * @param {string} email
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<number>} how many leads it removed
 */
export async function requestForget(files, email, { timeoutMs = 60_000 } = {}) {
  const id = randomUUID();
  const request = requestName(files.inbox, id, "request");
  const done = requestName(files.inbox, id, "done");
  await writeFile(`${request}.tmp`, JSON.stringify({ email }), { mode: 0o600 });
  await rename(`${request}.tmp`, request);
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      try {
        const answer = JSON.parse(await readFile(done, "utf8"));
        await rm(done, { force: true });
        if (answer.error) throw new Error(`the server could not forget the e-mail: ${answer.error}`);
        return Number(answer.removed);
      } catch (error) {
        if (/** @type {NodeJS.ErrnoException} */ (error).code !== "ENOENT" && !(error instanceof SyntaxError)) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await rm(request, { force: true });
  }
  throw new Error(`the running server did not answer within ${timeoutMs / 1000} s (is it an older version?); nothing was removed`);
}

/**
 * The server's side: every `intervalMs`, answers the forget requests waiting beside the inbox
 * with `forget(email)` (which rewrites the files with the server's writes held).
 * @param {LeadFiles} files
 * @param {(email: string) => Promise<number>} forget
 * @param {number} [intervalMs]
 */
export function watchForgetRequests(files, forget, intervalMs = 1000) {
  const folder = path.dirname(files.inbox);
  const prefix = `${path.basename(files.inbox)}.forget-`;
  let busy = false;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      const names = (await readdir(folder).catch(() => [])).filter((n) => n.startsWith(prefix) && n.endsWith(".request"));
      for (const name of names) {
        const request = path.join(folder, name);
        const done = request.replace(/\.request$/, ".done");
        /** @type {{ removed?: number, error?: string }} */
        let answer;
        try {
          const { email } = JSON.parse(await readFile(request, "utf8"));
          answer = { removed: await forget(String(email)) };
        } catch (error) {
          answer = { error: /** @type {Error} */ (error)?.message ?? String(error) };
        }
        await rm(request, { force: true });
        await writeFile(`${done}.tmp`, JSON.stringify(answer), { mode: 0o600 });
        await rename(`${done}.tmp`, done);
      }
    } finally {
      busy = false;
    }
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** Creates the data folder 0700 when it does not exist yet (an existing one is left as it is). @param {LeadFiles} files */
export async function ensureDataFolder(files) {
  for (const file of [files.inbox, files.delivery]) await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
}
