// One implementation for the tests and the benchmarks: scripts/lib/run-nginx.mjs.
export { startNginx } from "../../scripts/lib/run-nginx.mjs";
export type { RunningNginx } from "../../scripts/lib/run-nginx.mjs";
