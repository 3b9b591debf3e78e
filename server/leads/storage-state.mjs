// @ts-check
/**
 * The last storage failure of the server, for `npm run leads -- --check`: when a lead or an
 * outcome could not be written (a full disk, the database at LEAD_DB_MAX_BYTES, a database busy
 * past its timeout) the server says so in a small side file, and clears it at the next commit that
 * works. Not a row of the database: the failures it reports are the ones that stop the database
 * from taking a write. The file has a fixed size, written and synced when the server starts and
 * then overwritten in place: a full disk does not stop it (no new block is needed).
 */
import { closeSync, fsyncSync, openSync, readFileSync, writeSync } from "node:fs";

/** The file's fixed size. */
const SIZE = 512;

/**
 * @typedef {{ failing: boolean, since?: string, last?: string, until?: string, refused?: number, reason?: string }} StorageState
 *   `failing`: the last write failed; `since`..`last` (or `until`, once a write worked again): the failures,
 *   `refused`: writes that failed (leads answered 503 or 500, outcomes not recorded), `reason`: the last error
 */

/** Where the state of database `dbFile` is kept. @param {string} dbFile */
export const storageStatePath = (dbFile) => `${dbFile}-storage-state`;

/** The recorded state, or null (never written, or unreadable). @param {string} file @returns {StorageState | null} */
export function readStorageState(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** @param {unknown} error */
const describe = (error) =>
  String(/** @type {Error} */ (error)?.message ?? error)
    .replace(/\s+/g, " ")
    .slice(0, 160);

/**
 * The server's recorder. A file that cannot be set up is warned about once; leads are served anyway.
 * @param {string} file @param {{ now?: () => Date, warn?: (line: string) => void }} [options]
 */
export function createStorageState(file, { now = () => new Date(), warn = console.warn } = {}) {
  /** @type {StorageState} */
  let state = readStorageState(file) ?? { failing: false };
  /** @type {number | null} */
  let fd = null;
  const write = () => {
    if (fd === null) return;
    const data = Buffer.alloc(SIZE, 0x20);
    data.write(JSON.stringify(state));
    data[SIZE - 1] = 10;
    try {
      writeSync(fd, data, 0, SIZE, 0);
    } catch {
      // Nothing else to tell it to: the error itself went to the log.
    }
  };
  try {
    fd = openSync(file, "a+", 0o600);
    closeSync(fd);
    fd = openSync(file, "r+");
    write();
    fsyncSync(fd);
  } catch (error) {
    warn(
      `[lead-store] cannot keep the storage state in ${file} (${describe(error)}): npm run leads -- --check will not see storage failures`,
    );
  }
  return {
    /** A write of the database failed. @param {unknown} error */
    failed(error) {
      const at = now().toISOString();
      if (!state.failing) state = { failing: true, since: at, refused: 0 };
      state = { ...state, last: at, refused: (state.refused ?? 0) + 1, reason: describe(error) };
      write();
    },
    /** A commit worked. */
    succeeded() {
      if (!state.failing) return;
      state = { ...state, failing: false, until: now().toISOString() };
      write();
    },
  };
}
