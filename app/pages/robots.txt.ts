import type { APIRoute } from "astro";
import { robotsLines } from "~/route-table";
import { site } from "~/site";

export const GET: APIRoute = () =>
  new Response(robotsLines(site.siteUrl).join("\n"), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
