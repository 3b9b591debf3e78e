import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { pageRoutes, resourceRoutes } from "./route-table";

// The URLs themselves are listed in ./route-table.ts, which the sitemap, the servers'
// tests and the link checker read too.
export default [
  ...pageRoutes.map((page) => (page.path === "/" ? index(page.file) : route(page.path, page.file))),
  ...resourceRoutes.map((r) => route(r.path, r.file)),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
