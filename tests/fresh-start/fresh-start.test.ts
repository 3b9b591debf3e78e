/**
 * The README's first command on a fresh clone, and a deploy under a page still open. SLOW: two real builds
 * of the site (2-3 minutes each on two cores), so it runs as its own phase of tools/check.sh.
 *
 * A copy of the tree as git sees it (no build/, no .tmp/), in a folder whose path has a space, with the
 * installed node_modules linked in (no network). `scripts/start.mjs` must build it and serve `/`. Then a
 * second build whose island chunks get other names (the WhatsApp link configured) replaces the first, as a
 * deploy does, and every hashed file the first build's pages could ask for must still answer 200. The
 * second build differs by a reworded lead-form error (in the form island's chunk) and the WhatsApp link.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { filesUnder } from "../../scripts/lib/files.mjs";

const repo = path.resolve(import.meta.dirname, "../..");
const port = Number(process.env.E2E_PORT ?? 4317) + 5;
const origin = `http://127.0.0.1:${port}`;
/** One poll a second, for at most this many: a generous deadline for a build on a busy machine, never a measure. */
const MAX_POLLS = 900;

const root = mkdtempSync(path.join(tmpdir(), "atendra fresh "));
const site = path.join(root, "site copy");
const running: ChildProcess[] = [];

afterAll(() => {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  rmSync(root, { recursive: true, force: true });
});

/** The tracked and new (not ignored) files of the working tree, and the installed packages as a link. */
function copyTree() {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: repo, encoding: "utf8" });
  const files = listed.split("\0").filter((f) => f && existsSync(path.join(repo, f)));
  if (!files.includes("scripts/start.mjs")) throw new Error(`git listed no scripts/start.mjs in ${repo}`);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    copyFileSync(path.join(repo, file), path.join(site, file));
  }
  symlinkSync(path.join(repo, "node_modules"), path.join(site, "node_modules"));
}

/** The environment of a fresh shell: none of the variables the test command sets for its own builds. */
function freshEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("VITE_") && k !== "BUILD_DIR"));
  return { ...env, PORT: String(port), HOST: "127.0.0.1", QUIET: "1", LEAD_INBOX_FILE: path.join(root, "leads.db"), ...extra };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd: site, env, stdio: ["ignore", "pipe", "pipe"] });
  running.push(child);
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 60) output.shift();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => output.join("") };
}

/** `npm start` as the README runs it, polled until `/` answers 200 (fails at once if it exits). */
async function startSite() {
  const server = run(process.execPath, ["scripts/start.mjs"], freshEnv());
  for (let poll = 0; poll < MAX_POLLS; poll++) {
    if (server.child.exitCode !== null) throw new Error(`npm start exited with ${server.child.exitCode}:\n${server.output()}`);
    const status = await fetch(`${origin}/`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return server;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`/ did not answer 200 after ${MAX_POLLS} polls:\n${server.output()}`);
}

async function stop(server: Awaited<ReturnType<typeof startSite>>) {
  server.child.kill("SIGTERM");
  await server.exited;
}

/** The /assets/ addresses a served page names (scripts, module preloads, styles), and its islands' components. */
async function pageAssets(page: string) {
  const html = await (await fetch(`${origin}${page}`)).text();
  const all = [...new Set(html.match(/\/assets\/[\w.-]+/g) ?? [])].sort();
  const islands = [...html.matchAll(/component-url="([^"]+)"/g)].map((m) => m[1] ?? "");
  return { all, islands };
}

/** A change a deploy could bring: a reworded lead-form error, which only the form island's code holds. */
function rewordFormError() {
  const file = path.join(site, "app/content/ui-strings/lead-form.ts");
  const before = readFileSync(file, "utf8");
  const after = before.replace('"Erro ao enviar formulário.', '"Erro ao enviar o formulário.');
  if (after === before) throw new Error(`the lead-form error to reword is not in ${file}`);
  writeFileSync(file, after);
}

describe("a fresh copy of the tree (two builds: minutes)", () => {
  /** Every hashed file of the first build (the twins aside) and the scripts its /contato names. */
  let firstAssets: string[] = [];
  let firstContato = { all: [] as string[], islands: [] as string[] };

  it("npm start builds the site where there is no build and serves /", async () => {
    copyTree();
    const server = await startSite();
    firstContato = await pageAssets("/contato");
    const assetsDir = path.join(site, "build", "client", "assets");
    firstAssets = filesUnder(assetsDir)
      .map((f) => `/assets/${path.relative(assetsDir, f).split(path.sep).join("/")}`)
      .filter((f) => !/\.(br|gz)$/.test(f));
    await stop(server);
    expect(firstContato.islands.length).toBeGreaterThan(0);
  });

  it("after a second build replaces it, every hashed file the first build's pages name still answers", async () => {
    expect(firstAssets.length, "the first build's files (the test above)").toBeGreaterThan(0);
    rewordFormError();
    const build = run("npm", ["run", "build"], freshEnv({ VITE_WHATSAPP_NUMBER: "5531999999999" }));
    expect(await build.exited, build.output()).toBe(0);
    const server = await startSite();
    try {
      // The second build's /contato wakes its form from another chunk: without that the test would prove nothing.
      const { islands } = await pageAssets("/contato");
      expect(firstContato.islands.filter((url) => !islands.includes(url)).length).toBeGreaterThan(0);
      const missing: string[] = [];
      for (const url of firstAssets) {
        const response = await fetch(`${origin}${url}`);
        await response.arrayBuffer();
        const status = response.status;
        if (status !== 200) missing.push(`${status} ${url}`);
      }
      expect(missing).toEqual([]);
    } finally {
      await stop(server);
    }
  });
});
