// One implementation for the tests and the benchmarks: tools/lib/run-nginx.mjs.
export { startNginx } from "../../tools/lib/run-nginx.mjs";
export type { RunningNginx } from "../../tools/lib/run-nginx.mjs";
