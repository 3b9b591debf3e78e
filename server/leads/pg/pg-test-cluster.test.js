// @vitest-environment node
// @ts-check
/**
 * The tests' throwaway PostgreSQL (tests/support/postgres-server.mjs) does not outlive a test process that is
 * killed (a runner's timeout, Ctrl-C): no "exit" handler runs then, so its watchdog stops the server and removes
 * its folder.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { waitFor } from "../../../tests/support/server-fixtures.mjs";

const serverModule = fileURLToPath(new URL("../../../tests/support/postgres-server.mjs", import.meta.url));

/** Whether something accepts connections on the loopback port. @param {number} port */
const listening = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });

describe("the tests' PostgreSQL", () => {
  it("is stopped and its folder removed when the process that started it is killed", async () => {
    // A process that starts a cluster, says where, and waits to be killed.
    const code = `const { startPostgres } = await import(${JSON.stringify(serverModule)});
      const pg = await startPostgres();
      process.stdout.write(JSON.stringify({ port: pg.port, dir: pg.dir }) + "\\n");
      setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, ["--input-type=module", "-e", code], { stdio: ["ignore", "pipe", "inherit"] });
    const started = await new Promise((resolve, reject) => {
      let out = "";
      child.stdout.on("data", (chunk) => {
        out += chunk;
        if (out.includes("\n")) resolve(JSON.parse(out));
      });
      child.once("exit", (status) => reject(new Error(`the process ended before the cluster started (${status})`)));
    });
    const { port, dir } = /** @type {{ port: number, dir: string }} */ (started);
    expect(await listening(port)).toBe(true);
    child.kill("SIGKILL");
    await waitFor(async () => !(await listening(port)) && !existsSync(dir), 60_000);
  }, 120_000);
});
