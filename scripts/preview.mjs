// @ts-check
/**
 * `npm run preview`: serves the last build with the production server (the rules, headers and lead inbox of
 * `npm start`), and never builds, so what it shows is exactly what `npm run build` made.
 */
import { buildDirOf, isCompleteBuild } from "./lib/complete-build.mjs";

const buildDir = buildDirOf();
if (!isCompleteBuild(buildDir)) {
  console.error(`preview: no complete build in ${buildDir}/: run npm run build first (npm start builds by itself)`);
  process.exit(1);
}
const { main } = await import("../server/site/server.mjs");
await main();
