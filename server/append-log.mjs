// @ts-check
/**
 * Append-only JSON-lines files with group commit: the lead inbox and the relay's delivery
 * journal. A line's promise resolves only once that line is written and fsynced; lines that
 * arrive while a write is in progress go to disk together in the next single write + fsync.
 * Files are created 0600 in a folder created 0700 (they hold personal data). Files are read as
 * streams, line by line, never whole: an inbox of any size starts. No dependencies: node:fs only.
 */
import { createReadStream } from "node:fs";
import { mkdir, open } from "node:fs/promises";
import path from "node:path";

/** Longest line kept when reading; a longer one (no lead is) is skipped like a torn one. */
export const MAX_LINE_BYTES = 1024 * 1024;

/** @param {string} folder */
export async function syncFolder(folder) {
  try {
    const dir = await open(folder, "r");
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  } catch {
    // Some file systems cannot fsync a folder; the file itself is synced.
  }
}

/**
 * @param {string} file
 * @returns {{ append(line: string): Promise<void>, exclusive<T>(fn: () => Promise<T>): Promise<T> }} `line` must end in "\n";
 *   `exclusive` runs `fn` when no write is in progress and holds new lines back until it is done
 *   (a rewrite of the file by this process: lines appended meanwhile go to the new file).
 */
export function createAppendLog(file) {
  /** @type {{ line: string, resolve: () => void, reject: (error: unknown) => void }[]} */
  let waiting = [];
  let flushing = false;
  /** @type {Promise<void>} */
  let idle = Promise.resolve();
  /** @type {() => void} */
  let markIdle = () => {};
  let held = false;

  async function flush() {
    flushing = true;
    idle = new Promise((resolve) => (markIdle = resolve));
    while (waiting.length > 0 && !held) {
      const batch = waiting;
      waiting = [];
      try {
        await writeSynced(batch.map((entry) => entry.line).join(""));
        for (const entry of batch) entry.resolve();
      } catch (error) {
        // A failed write must not block the next ones.
        for (const entry of batch) entry.reject(error);
      }
    }
    flushing = false;
    markIdle();
  }

  /** @param {string} data whole lines, each ending in "\n" */
  async function writeSynced(data) {
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const handle = await open(file, "a+", 0o600);
    try {
      // A torn last line (a crash or a failed write mid-line) must not swallow the next line:
      // start on a fresh line, so only the torn fragment is unreadable. Cheap next to the fsync.
      const { size } = await handle.stat();
      if (size > 0) {
        const last = Buffer.alloc(1);
        await handle.read(last, 0, 1, size - 1);
        if (last[0] !== 0x0a) data = `\n${data}`;
      }
      // writeFile loops until every byte is written (a single write() may be short).
      await handle.writeFile(data, "utf8");
      await handle.sync();
      // A new file's name lives in its folder: sync the folder too when the file was empty, or
      // a power cut could lose the whole file with its first acknowledged lines.
      if (size === 0) await syncFolder(path.dirname(file));
    } finally {
      await handle.close();
    }
  }

  /** @type {Promise<unknown>} */
  let exclusiveChain = Promise.resolve();

  return {
    append(line) {
      return new Promise((resolve, reject) => {
        waiting.push({ line, resolve, reject });
        if (!flushing && !held) void flush();
      });
    },
    exclusive(fn) {
      const run = exclusiveChain.then(async () => {
        held = true;
        try {
          if (flushing) await idle;
          return await fn();
        } finally {
          held = false;
          if (waiting.length > 0 && !flushing) void flush();
        }
      });
      exclusiveChain = run.catch(() => undefined);
      return run;
    },
  };
}

/**
 * Calls `onLine` for every complete line of a file, streamed (never the whole file in memory).
 * A line that does not parse (a write torn by a crash, a hand edit) or is longer than
 * MAX_LINE_BYTES is skipped with a warning. A missing file has no lines.
 * @param {string} file
 * @param {string} tag prefix of the warning, e.g. `[lead-inbox]`
 * @param {(record: unknown, raw: Buffer) => void | Promise<void>} onLine `raw`: the line's bytes without "\n"
 * @param {{ onBadLine?: (raw: Buffer) => void | Promise<void> }} [options] also told about lines that do not parse
 * @returns {Promise<number>} length of the file's complete lines, in bytes
 */
export async function forEachJsonLine(file, tag, onLine, { onBadLine } = {}) {
  const stream = createReadStream(file, { highWaterMark: 1024 * 1024 });
  /** @type {Buffer[]} */
  let carry = [];
  let carryBytes = 0;
  let tooLong = false;
  let consumed = 0;
  let bytes = 0;
  let lineNumber = 0;
  /** @param {Buffer} raw @param {boolean} complete */
  const line = async (raw, complete) => {
    lineNumber++;
    if (tooLong) {
      console.warn(`${tag} ${file}:${lineNumber}: skipped a line longer than ${MAX_LINE_BYTES} bytes`);
      return;
    }
    if (raw.length === 0 || (raw.length < 3 && raw.toString("utf8").trim() === "")) return;
    /** @type {unknown} */
    let record;
    try {
      record = JSON.parse(raw.toString("utf8"));
    } catch {
      console.warn(`${tag} ${file}:${lineNumber}: skipped a line that is not valid JSON (torn write?)`);
      if (complete) await onBadLine?.(raw);
      return;
    }
    await onLine(record, raw);
  };
  try {
    for await (const chunk of stream) {
      const data = /** @type {Buffer} */ (chunk);
      let start = 0;
      let nl;
      while ((nl = data.indexOf(0x0a, start)) !== -1) {
        const piece = data.subarray(start, nl);
        if (carryBytes + piece.length > MAX_LINE_BYTES) tooLong = true;
        await line(tooLong ? Buffer.alloc(0) : carryBytes > 0 ? Buffer.concat([...carry, piece]) : piece, true);
        carry = [];
        carryBytes = 0;
        tooLong = false;
        start = nl + 1;
        bytes = consumed + start;
      }
      if (start < data.length) {
        const rest = data.subarray(start);
        carryBytes += rest.length;
        if (carryBytes > MAX_LINE_BYTES) {
          tooLong = true;
          carry = [];
        } else carry.push(Buffer.from(rest));
      }
      consumed += data.length;
    }
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT") return 0;
    throw error;
  }
  // A last line without "\n": torn by a crash (skipped with a warning), or a hand edit that
  // parses (kept). Either way not counted in the bytes of complete lines.
  if (carryBytes > 0) await line(tooLong ? Buffer.alloc(0) : Buffer.concat(carry), false);
  return bytes;
}

/**
 * Every line of a JSON-lines file, parsed, in order (for small files and tests; the server and
 * `npm run leads` stream with forEachJsonLine).
 * @param {string} file
 * @param {string} tag prefix of the warning, e.g. `[lead-inbox]`
 * @returns {Promise<{ records: unknown[], bytes: number }>} `bytes`: length of the file's complete lines
 */
export async function readJsonLines(file, tag) {
  /** @type {unknown[]} */
  const records = [];
  const bytes = await forEachJsonLine(file, tag, (record) => void records.push(record));
  return { records, bytes };
}

/**
 * @param {string} text
 * @param {string} file for the warning
 * @param {string} tag
 */
export function parseJsonLines(text, file, tag) {
  /** @type {unknown[]} */
  const records = [];
  text.split("\n").forEach((line, index) => {
    if (line.trim() === "") return;
    try {
      records.push(JSON.parse(line));
    } catch {
      console.warn(`${tag} ${file}:${index + 1}: skipped a line that is not valid JSON (torn write?)`);
    }
  });
  return records;
}
