// @ts-check
/**
 * Append-only JSON-lines files with group commit: the lead inbox and the relay's delivery
 * journal. A line's promise resolves only once that line is written and fsynced; lines that
 * arrive while a write is in progress go to disk together in the next single write + fsync.
 * No dependencies: node:fs only.
 */
import { mkdir, open, readFile } from "node:fs/promises";
import path from "node:path";

/** @param {string} folder */
async function syncFolder(folder) {
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
 * @returns {{ append(line: string): Promise<void> }} `line` must end in "\n"
 */
export function createAppendLog(file) {
  /** @type {{ line: string, resolve: () => void, reject: (error: unknown) => void }[]} */
  let waiting = [];
  let flushing = false;

  async function flush() {
    flushing = true;
    while (waiting.length > 0) {
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
  }

  /** @param {string} data whole lines, each ending in "\n" */
  async function writeSynced(data) {
    await mkdir(path.dirname(file), { recursive: true });
    const handle = await open(file, "a+");
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

  return {
    append(line) {
      return new Promise((resolve, reject) => {
        waiting.push({ line, resolve, reject });
        if (!flushing) void flush();
      });
    },
  };
}

/**
 * Every line of a JSON-lines file, parsed, in order. A line that does not parse (a write torn by
 * a crash, a hand edit) is skipped with a warning. A missing file has no lines.
 * @param {string} file
 * @param {string} tag prefix of the warning, e.g. `[lead-inbox]`
 * @returns {Promise<{ records: unknown[], bytes: number }>} `bytes`: length of the file's complete lines
 */
export async function readJsonLines(file, tag) {
  /** @type {Buffer} */
  let data;
  try {
    data = await readFile(file);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT") return { records: [], bytes: 0 };
    throw error;
  }
  return { records: parseJsonLines(data.toString("utf8"), file, tag), bytes: data.lastIndexOf(0x0a) + 1 };
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
