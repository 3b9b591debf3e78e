// @ts-check
/**
 * Reading and scrubbing the JSON-lines files of earlier versions by byte offset: a reader that
 * resumes at an offset and never holds a line longer than its cap (a corrupt file of one huge
 * line costs no memory), and an in-place rewrite that keeps every line's length, so the offsets
 * an import committed stay true and a full disk cannot stop it (no copy is written).
 */
import { open, stat, utimes } from "node:fs/promises";

/** Longest line read as a lead: a stored lead is far below it (the intake takes 64 KB bodies). */
export const MAX_LINE_BYTES = 1 << 20;

/**
 * @typedef {{ start: number, end: number, bytes: number, text: string | null }} Line
 *   `end`: the offset after its newline; `text`: null when longer than the cap (its bytes were not kept)
 */

/**
 * The lines of `file` from byte `start` on.
 * @param {string} file @param {{ start?: number, maxBytes?: number }} [options]
 * @returns {AsyncGenerator<Line>}
 */
export async function* readLines(file, { start = 0, maxBytes = MAX_LINE_BYTES } = {}) {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(1 << 16);
    let position = start;
    let lineStart = start;
    /** @type {Buffer[]} */
    let parts = [];
    let size = 0;
    const line = (/** @type {number} */ end) => {
      const text = size > maxBytes ? null : Buffer.concat(parts).toString("utf8").replace(/\r$/, "");
      return { start: lineStart, end, bytes: size, text };
    };
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
      if (bytesRead === 0) break;
      const chunk = buffer.subarray(0, bytesRead);
      let from = 0;
      while (from < chunk.length) {
        const newline = chunk.indexOf(10, from);
        const piece = chunk.subarray(from, newline === -1 ? chunk.length : newline);
        size += piece.length;
        if (size <= maxBytes) parts.push(Buffer.from(piece));
        else parts = [];
        if (newline === -1) break;
        yield line(position + newline + 1);
        lineStart = position + newline + 1;
        parts = [];
        size = 0;
        from = newline + 1;
      }
      position += bytesRead;
    }
    // A last line without its newline: a write torn by a crash.
    if (size > 0) yield line(position);
  } finally {
    await handle.close();
  }
}

/**
 * Rewrites lines of `file` in place: `change(text)` returns the new text of the same byte length,
 * or null to blank the line (spaces: a reader skips it). A line over the cap is blanked. The
 * file's modification time is kept: retention ages the archive by it.
 * @param {string} file @param {(text: string) => string | null} change @returns {Promise<number>} lines changed
 */
export async function rewriteLinesInPlace(file, change) {
  const { atime, mtime } = await stat(file);
  const handle = await open(file, "r+");
  let changed = 0;
  try {
    for await (const { start, bytes, text } of readLines(file)) {
      const next = text === null ? null : change(text);
      if (next === text) continue;
      const data = next === null ? Buffer.alloc(Math.min(bytes, 1 << 16), 0x20) : Buffer.from(next);
      if (next !== null && data.length !== Buffer.byteLength(/** @type {string} */ (text)))
        throw new Error("an in-place rewrite must keep the line's length");
      for (let at = 0; at < (next === null ? bytes : data.length); at += data.length)
        await handle.write(data, 0, Math.min(data.length, bytes - at), start + at);
      changed++;
    }
    if (changed > 0) await handle.sync();
  } finally {
    await handle.close();
  }
  if (changed > 0) await utimes(file, atime, mtime);
  return changed;
}
