// @vitest-environment node
// @ts-check
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { localNginxConf, nginxPath } from "./run-nginx.mjs";

const source = readFileSync("deploy/nginx.conf", "utf8");
const where = { port: 5601, absBuild: "/tmp/my site/b", runDir: "/tmp/my site/run", upstreamPort: 5602, asRoot: false };
/** The configuration without its comment lines. @param {string} conf */
const directives = (conf) =>
  conf
    .split("\n")
    .filter((line) => !line.trim().startsWith("#"))
    .join("\n");

describe("localNginxConf", () => {
  it("points deploy/nginx.conf at the local port, build, run folder and Node server", () => {
    const conf = directives(localNginxConf(source, where));
    expect(conf).toContain("listen 127.0.0.1:5601;");
    expect(conf).toContain("server 127.0.0.1:5602;");
    expect(conf).not.toMatch(/8080|4173|\.\.\/build\/|[^/]\.nginx\//);
    // Two servers (leads on PostgreSQL): one upstream, both in it.
    const two = directives(localNginxConf(source, { ...where, upstreamPort: [5602, 5603] }));
    expect(two).toMatch(/upstream lead_inbox \{\s+server 127\.0\.0\.1:5602;\s+server 127\.0\.0\.1:5603;/);
  });

  it("quotes every path it writes, so a checkout path with spaces works", () => {
    const conf = directives(localNginxConf(source, where));
    expect(conf).toContain('root "/tmp/my site/b/client";');
    expect(conf).toContain('pid "/tmp/my site/run/nginx.pid";');
    expect(conf).toContain('include "/tmp/my site/b/nginx/security-headers.conf";');
    for (const temp of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"])
      expect(conf).toContain(`_temp_path "/tmp/my site/run/${temp}";`);
    // Every line naming a local folder has it in quotes.
    const named = conf.split("\n").filter((line) => line.includes("/tmp/my site"));
    expect(named.length).toBeGreaterThanOrEqual(8);
    // The /healthz cache's folder is its directive's first value, its options after it.
    expect(conf).toMatch(/proxy_cache_path "\/tmp\/my site\/run\/healthz-cache" levels=1 keys_zone=healthz_cache:1m /);
    for (const line of named.filter((l) => !l.includes("proxy_cache_path"))) expect(line).toMatch(/ "\/tmp\/my site\/[^"]+";$/);
    expect(() => nginxPath('/tmp/a"b')).toThrow(/quote/);
    expect(() => nginxPath("/tmp/$x")).toThrow(/\$/);
  });

  it("keeps the workers as root only when root starts nginx, and only in the local copy", () => {
    const asRoot = localNginxConf(source, { ...where, asRoot: true });
    expect(directives(asRoot).trimStart().split("\n")[0]).toBe("user root;");
    expect(directives(asRoot).match(/^\s*user\b/gm)).toHaveLength(1);
    expect(directives(localNginxConf(source, where))).not.toMatch(/^\s*user\b/m);
    expect(directives(source)).not.toMatch(/^\s*user\b/m);
  });

  it("fails loudly when a value it must rewrite is no longer there", () => {
    expect(() => localNginxConf(source.replace("server 127.0.0.1:4173;", "server 10.0.0.2:4173;"), where)).toThrow(/4173/);
    expect(() => localNginxConf(source.replace("listen 8080;", "listen 80;"), where)).toThrow(/listen 8080;/);
    expect(() => localNginxConf(source.replaceAll("include ../build/nginx/", "include /etc/nginx/"), where)).toThrow(/include/);
  });
});
