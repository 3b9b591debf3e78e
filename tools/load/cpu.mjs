// @ts-check
/**
 * CPU time used by processes (Linux /proc), so a run on a shared machine can still say what a
 * request costs the server: CPU-ms per request does not depend on how busy the machine is.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second of /proc/PID/stat (USER_HZ; 100 on every Linux this runs on). */
export const TICKS_PER_SECOND = 100;

/** @param {number} pid @returns {{ ppid: number, cpuSeconds: number } | null} */
function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces) start at its closing parenthesis.
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    const ppid = Number(fields[1]);
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { ppid, cpuSeconds: ticks / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

/** @param {number} parent @returns {number[]} the direct children of parent */
export function childrenOf(parent) {
  if (!existsSync("/proc")) return [];
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => stat(pid)?.ppid === parent);
}

/** @param {number[]} pids @returns {number} user + system CPU seconds used so far by these processes */
export function cpuSeconds(pids) {
  return pids.reduce((sum, pid) => sum + (stat(pid)?.cpuSeconds ?? 0), 0);
}

/**
 * CPU seconds the whole machine has spent busy (not idle, not waiting for I/O) since boot,
 * from the first line of /proc/stat; 0 where there is no /proc.
 * @returns {number}
 */
export function machineBusySeconds() {
  try {
    const first = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
    const ticks = first.trim().split(/\s+/).slice(1).map(Number);
    const total = ticks.reduce((a, b) => a + b, 0);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return (total - idle) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}
