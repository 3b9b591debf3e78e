// @ts-check
/**
 * A real PostgreSQL for a test file (./postgres-server.mjs makes and removes the cluster): one server
 * for the file's tests, an empty database for each test.
 */
import { afterAll, beforeAll } from "vitest";
import { startPostgres } from "./postgres-server.mjs";

export { freePort, postgresBin, startPostgres } from "./postgres-server.mjs";

/**
 * One throwaway server for a test file's tests (started before the first, stopped after the last);
 * `database()` gives each test an empty database of its own.
 */
export function usePostgres() {
  /** @type {Awaited<ReturnType<typeof startPostgres>> | null} */
  let server = null;
  let made = 0;
  beforeAll(async () => {
    server = await startPostgres();
  });
  afterAll(async () => {
    await server?.stop();
    server = null;
  });
  const running = () => {
    if (!server) throw new Error("usePostgres: the server starts in beforeAll");
    return server;
  };
  return {
    /** A new empty database; its URL. */
    database: () => running().database(`test_${++made}`),
    /** The server restarted (`pg_ctl restart -m fast`): every open connection is cut. */
    restart: () => running().restart(),
    get url() {
      return running().url;
    },
  };
}
