import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_PRERENDER_PATH } from "./app/route-table";

export default {
  ssr: false,
  // BUILD_DIR lets parallel builds (e2e runs, benchmarks) use their own output folder.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // An import map with the sha384 of every built chunk: the browser refuses a module whose
  // bytes differ, including the ones the boot snippet imports (docs/decisions/090).
  subResourceIntegrity: true,
  // Every page of the route table is rendered to static HTML, plus one copy of the
  // not-found page that the servers answer with status 404.
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), NOT_FOUND_PRERENDER_PATH];
  },
} satisfies Config;
