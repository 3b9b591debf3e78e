// @vitest-environment node
// @ts-check
/** The stamp `npm start` compares: it changes with a source file or a build setting, and only with those. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildSettings, buildStamp } from "./build-stamp.mjs";

/** @type {string} */
let root;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "build-stamp-"));
  mkdirSync(path.join(root, "app", "pages"), { recursive: true });
  writeFileSync(path.join(root, "app", "pages", "index.astro"), "<h1>Início</h1>");
  writeFileSync(path.join(root, "package.json"), "{}");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const write = (/** @type {string} */ file, /** @type {string} */ text) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

describe("buildStamp", () => {
  it("changes with a page, a public file, a build script, the lock file or a file's name", () => {
    const first = buildStamp(root, {});
    expect(buildStamp(root, {})).toBe(first);
    const seen = new Set([first]);
    for (const [file, text] of /** @type {[string, string][]} */ ([
      ["app/pages/index.astro", "<h1>Início!</h1>"],
      ["public/robots.txt", "User-agent: *"],
      ["scripts/postbuild.mjs", "//"],
      ["package-lock.json", "{}"],
      ["astro.config.mjs", "export default {}"],
    ])) {
      write(file, text);
      const stamp = buildStamp(root, {});
      expect(seen.has(stamp), file).toBe(false);
      seen.add(stamp);
    }
    rmSync(path.join(root, "public/robots.txt"));
    write("public/robots2.txt", "User-agent: *");
    expect(seen.has(buildStamp(root, {}))).toBe(false);
  });

  it("does not change with tests, dot files, files outside the build's folders, or run-time settings", () => {
    const first = buildStamp(root, { PORT: "1", LEAD_RATE_LIMIT: "3" });
    write("app/pages/index.test.ts", "test");
    write("scripts/lib/x.test.js", "test");
    write("app/.DS_Store", "x");
    write("docs/operations.md", "x");
    write("server/site/server.mjs", "x");
    write(".env", "LEAD_FORWARD_URL=https://x.example\nPORT=9");
    expect(buildStamp(root, { PORT: "2" })).toBe(first);
  });

  it("changes with a VITE_ variable or HSTS_PRELOAD, from the environment or the .env files, the environment winning", () => {
    const first = buildStamp(root, {});
    write(".env", "VITE_WHATSAPP_NUMBER=5531999999999\n");
    const fromFile = buildStamp(root, {});
    expect(fromFile).not.toBe(first);
    expect(buildStamp(root, { VITE_WHATSAPP_NUMBER: "5531999999999" })).toBe(fromFile);
    expect(buildStamp(root, { HSTS_PRELOAD: "0", VITE_WHATSAPP_NUMBER: "5531999999999" })).not.toBe(fromFile);
    write(".env.production", "VITE_WHATSAPP_NUMBER=5511999999999\n");
    expect(buildSettings(root, {})).toEqual({ VITE_WHATSAPP_NUMBER: "5511999999999" });
    expect(buildSettings(root, { VITE_WHATSAPP_NUMBER: "1", VITE_GTM_ID: undefined, HOST: "x" })).toEqual({ VITE_WHATSAPP_NUMBER: "1" });
  });
});
