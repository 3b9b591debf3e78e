// @vitest-environment node
// @ts-check
/** The site server after a deploy switched its build link: it keeps the build it read until told to read again. */
import { mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeMinimalBuild } from "../../tools/load/minimal-build.mjs";
import { closeServer, listenLocal } from "../../tests/support/server-fixtures.mjs";
import { createSiteServer } from "./server.mjs";

const dir = mkdtempSync(path.join(os.tmpdir(), "site-server-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A release whose home page says `text` and whose CSP names it. @param {string} text */
function release(text) {
  const build = writeMinimalBuild(path.join(dir, text));
  writeFileSync(path.join(build, "client", "index.html"), `<!doctype html><title>${text}</title>`);
  writeFileSync(path.join(build, "build-info.json"), JSON.stringify({ automationApi: "", pages: ["/"], headers: { "X-Build": text } }));
  return build;
}

describe("reloadBuild", () => {
  it("serves the release the link names once told to, its pages and headers together", async () => {
    const link = path.join(dir, "build");
    symlinkSync(release("one"), link);
    const server = createSiteServer({ buildDir: link });
    const { base } = await listenLocal(server);
    const home = async () => {
      const res = await fetch(`${base}/`);
      return `${res.headers.get("x-build")} ${await res.text()}`;
    };
    try {
      expect(await home()).toBe("one <!doctype html><title>one</title>");
      symlinkSync(release("two"), `${link}.next`);
      renameSync(`${link}.next`, link);
      // The pages it holds are still the first build's, with that build's headers: never a mix.
      expect(await home()).toBe("one <!doctype html><title>one</title>");
      expect(server.reloadBuild()).toMatchObject({ headers: { "X-Build": "two" } });
      expect(await home()).toBe("two <!doctype html><title>two</title>");
    } finally {
      await closeServer(server);
    }
  });
});
