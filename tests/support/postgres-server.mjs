// @ts-check
/**
 * A real PostgreSQL for the tests, as nginx and the browsers are real: Debian's server binaries
 * (installed by tools/ensure-system-deps.sh), a cluster made with initdb in a fresh temporary folder,
 * started with pg_ctl on a free loopback port, and stopped and removed at the end. initdb refuses to
 * run as root, so as root every server command runs as the `postgres` system user (runuser) and the
 * folder is handed to it. No setting goes through a shell: the folder's path may hold spaces.
 * No vitest here: `npm run load` (tools/load/) starts its cluster from this file too; the tests'
 * per-file lifecycle is ./postgres.mjs.
 */
import { execFile, spawn, spawnSync } from "node:child_process";
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/** The folder of the newest installed server's binaries (PG_BIN overrides). */
export function postgresBin(env = process.env) {
  if (env.PG_BIN) return env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, "bin", "initdb"))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`no PostgreSQL server under ${root}: run bash tools/ensure-system-deps.sh`);
  return path.join(root, newest, "bin");
}

/** A port no one listens on now, picked by the system on the loopback interface. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** The uid and gid of the `postgres` system user (made by Debian's package). */
function postgresUser() {
  const id = (/** @type {string} */ flag) => Number(spawnSync("id", [flag, "postgres"], { encoding: "utf8" }).stdout.trim());
  const uid = id("-u");
  if (!Number.isInteger(uid) || uid <= 0)
    throw new Error("running as root needs the postgres system user: run bash tools/ensure-system-deps.sh");
  return { uid, gid: id("-g") };
}

/**
 * Starts a throwaway cluster; `url` names its database `leads`. `stop()` ends the server and removes the folder.
 * `port`: a fixed one (a load run keeps to its range); else one the system picks. `durable`: fsync on, as in
 * production (a load run compares it with SQLite's synchronous=FULL); the tests run with fsync off.
 * @param {{ port?: number, durable?: boolean }} [options]
 * `restart()`: `pg_ctl restart -m fast` (every connection cut, as a database restart or a failover does), without
 * blocking the caller's event loop: its clients go on meanwhile.
 * @returns {Promise<{ url: string, port: number, dir: string, database(name: string): Promise<string>, restart(): Promise<void>, stop(): Promise<void> }>}
 */
export async function startPostgres({ port: fixedPort, durable = false } = {}) {
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), "leads pg-"));
  const data = path.join(dir, "data");
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
  /** @param {string} tool @param {string[]} args */
  const run = (tool, args) => {
    const command = asRoot ? ["runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
    // The folder as the working directory: the postgres user may not enter the caller's.
    const done = spawnSync(/** @type {string} */ (command[0]), /** @type {string[]} */ (command[1]), { cwd: dir, encoding: "utf8" });
    if (done.status !== 0) throw new Error(`${tool} failed (${done.status}): ${done.stderr || done.stdout}`);
  };
  let started = false;
  /** @type {import("node:child_process").ChildProcess | undefined} */
  let watchdog;
  const endWatchdog = () => {
    // Its own process group (detached): the shell and its `sleep` end together.
    if (watchdog?.pid)
      try {
        process.kill(-watchdog.pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    watchdog = undefined;
  };
  const stopNow = () => {
    endWatchdog();
    if (started)
      spawnSync(
        asRoot ? "runuser" : path.join(bin, "pg_ctl"),
        [...(asRoot ? ["-u", "postgres", "--", path.join(bin, "pg_ctl")] : []), "stop", "-D", data, "-m", "immediate"],
        { cwd: dir },
      );
    started = false;
    rmSync(dir, { recursive: true, force: true });
  };
  // A test process that ends without its afterAll leaves no server behind.
  process.once("exit", stopNow);
  try {
    run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C.UTF-8", "--no-sync"]);
    let port = 0;
    for (let attempt = 0; ; attempt++) {
      port = fixedPort ?? (await freePort());
      // Settings in the file, not on pg_ctl's -o (a shell line): the socket folder may hold a space.
      appendFileSync(
        path.join(data, "postgresql.conf"),
        `\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${dir.replaceAll("'", "''")}'\nfsync = ${durable ? "on" : "off"}\nmax_connections = 50\n`,
      );
      try {
        run("pg_ctl", ["start", "-w", "-t", "60", "-D", data, "-l", path.join(dir, "server.log")]);
        started = true;
        watchdog = watchOver(
          process.pid,
          data,
          dir,
          asRoot ? ["runuser", "-u", "postgres", "--", path.join(bin, "pg_ctl")] : [path.join(bin, "pg_ctl")],
        );
        break;
      } catch (error) {
        // Another process took the port between the probe and the start: try another.
        if (attempt >= 2 || fixedPort) {
          // pg_ctl says only "could not start server": the reason is in the log, removed with the folder.
          const log = existsSync(path.join(dir, "server.log")) ? readFileSync(path.join(dir, "server.log"), "utf8") : "";
          throw new Error(`${/** @type {Error} */ (error).message}\nserver.log: ${log.trim().split("\n").slice(-5).join("\n")}`);
        }
      }
    }
    const admin = `postgres://postgres@127.0.0.1:${port}`;
    /** A new empty database on this server; its URL. @param {string} name */
    const database = async (name) => {
      const client = new pg.Client({ connectionString: `${admin}/postgres` });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
      } finally {
        await client.end();
      }
      return `${admin}/${name}`;
    };
    const url = await database("leads");
    return {
      url,
      port,
      dir,
      database,
      restart() {
        const args = ["restart", "-w", "-t", "60", "-D", data, "-m", "fast", "-l", path.join(dir, "server.log")];
        const [file, all] = asRoot
          ? ["runuser", ["-u", "postgres", "--", path.join(bin, "pg_ctl"), ...args]]
          : [path.join(bin, "pg_ctl"), args];
        return new Promise((resolve, reject) =>
          execFile(file, all, { cwd: dir }, (error, _out, stderr) =>
            error ? reject(new Error(`pg_ctl restart failed: ${stderr}`)) : resolve(),
          ),
        );
      },
      async stop() {
        process.off("exit", stopNow);
        endWatchdog();
        if (started) run("pg_ctl", ["stop", "-w", "-D", data, "-m", "fast"]);
        started = false;
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    process.off("exit", stopNow);
    stopNow();
    throw error;
  }
}

/**
 * A process ended by a signal (a runner's timeout, Ctrl-C, kill -9) runs no "exit" handler, and pg_ctl's server
 * outlives it. A detached shell checks once a second that `pid` still runs; when it is gone, the shell stops the
 * server and removes its folder, then ends. Paths go in as arguments, never into the script's text.
 * @param {number} pid @param {string} data @param {string} dir @param {string[]} pgCtl
 */
function watchOver(pid, data, dir, pgCtl) {
  const script =
    'pid=$1 data=$2 dir=$3; shift 3; while kill -0 "$pid" 2>/dev/null; do sleep 1; done; "$@" stop -D "$data" -m immediate >/dev/null 2>&1; rm -rf "$dir"';
  const child = spawn("sh", ["-c", script, "sh", String(pid), data, dir, ...pgCtl], { detached: true, stdio: "ignore" });
  child.unref();
  return child;
}
