/**
 * The README's first command on a fresh clone, `npm start` after an edit, and a deploy under a page still
 * open. SLOW: three real builds of the site (2-3 minutes each on two cores), so it runs as its own phase
 * of tools/check.sh.
 *
 * A copy of the tree as git sees it (no build/, no .tmp/), in a folder whose path has a space, with the
 * installed node_modules linked in (no network). `scripts/start.mjs` must build it and serve `/`. Then,
 * after an edit of /contato's text, a reworded lead-form error (in the form island's chunk) and the WhatsApp
 * link configured, `npm start` alone must build again and serve the edit, and every hashed file the first
 * build's pages could ask for must still answer 200. Last, real nginx in front: a page opened on that
 * build stays open while `npm run deploy` builds another edit and switches it in; the open page's code
 * still loads and its form still sends, and a page opened after it is the new build under its own CSP.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { afterAll, describe, expect, it } from "vitest";
import { contactPage } from "../../app/content/contact-page";
import { MIN_FILL_MS } from "../../app/features/lead-form/spam";
import { exportLeads } from "../../server/leads/lead-upkeep.mjs";
import { filesUnder } from "../../scripts/lib/files.mjs";
import { inlineScriptHashes } from "../../scripts/security-headers.mjs";
import { PENDING_SELF_STARTING_ISLANDS } from "../../tools/lib/islands.mjs";
import { chromiumArgs } from "../../tools/lib/chromium-args.mjs";
import { startNginx, stopStaleNginx } from "../../tools/lib/run-nginx.mjs";
import { testPerson } from "../support/lead-builder";

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
  /** What the process said of itself (lines starting `npm start:` or `deploy:`), all of it. */
  const said: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 60) output.shift();
    said.push(
      ...chunk
        .toString()
        .split("\n")
        .filter((line) => /^(npm start|deploy):/.test(line)),
    );
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => output.join(""), said: () => said.join("\n") };
}

/** `npm start` as the README runs it, polled until `/` answers 200 (fails at once if it exits). */
async function startSite(extra: Record<string, string> = {}) {
  const server = run(process.execPath, ["scripts/start.mjs"], freshEnv(extra));
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

/** An edit of /contato's text, as a deploy brings: the first benefit's title gets `mark` after it. */
function editContactPage(mark: string) {
  const file = path.join(site, "app/content/contact-benefits.ts");
  const title = "Agendamento a qualquer hora, todos os dias";
  const before = readFileSync(file, "utf8");
  const after = before.replace(new RegExp(`${title}[^"]*"`), `${title}${mark}"`);
  if (after === before) throw new Error(`the title to edit is not in ${file}`);
  writeFileSync(file, after);
}

/**
 * A change to /contato's inline script (the variant picker lists every source it knows): the CSP of the
 * build after carries another hash for it, so new pages under the old headers would be refused.
 */
function addContactSource(slug: string) {
  const file = path.join(site, "app/content/contact-variants.ts");
  const before = readFileSync(file, "utf8");
  const after = before.replace('sources: ["demo", ', `sources: ["${slug}", "demo", `);
  if (after === before) throw new Error(`the sources to extend are not in ${file}`);
  writeFileSync(file, after);
}

/** The build settings of the second and third builds: the WhatsApp link changes the islands' chunks. */
const configured = { VITE_WHATSAPP_NUMBER: "5531999999999" };

/** A browser page that keeps its console errors (a script the CSP refused is one) and its own clock. */
async function openPage(browser: Awaited<ReturnType<typeof chromium.launch>>, url: string) {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
  page.on("pageerror", (error) => void errors.push(error.message));
  await page.clock.install();
  await page.goto(url);
  await page.waitForFunction(
    (pending) => document.documentElement.dataset.ready === "true" && document.querySelectorAll(pending).length === 0,
    PENDING_SELF_STARTING_ISLANDS,
  );
  return { page, errors };
}

/** Every module and style the page names, fetched from inside it: what its islands load when they start. */
function namedCodeStatuses(page: Page) {
  return page.evaluate(async () => {
    const urls = new Set<string>();
    for (const el of document.querySelectorAll("script[src], link[rel=modulepreload], link[rel=stylesheet]"))
      urls.add(el.getAttribute("src") ?? el.getAttribute("href") ?? "");
    for (const island of document.querySelectorAll("astro-island"))
      for (const name of ["component-url", "renderer-url"]) urls.add(island.getAttribute(name) ?? "");
    urls.delete("");
    return Promise.all([...urls].map(async (url) => `${(await fetch(url, { cache: "no-store" })).status} ${url}`));
  });
}

/**
 * One look at /contato as a visitor arriving now gets it from `base`: what is wrong with it, if anything
 * (an inline script its CSP does not allow, a file it or the page already open names that does not
 * answer 200, no page at all).
 */
async function lookAtContato(base: string, openPageAssets: string[]) {
  const response = await fetch(`${base}/contato`, { cache: "no-store" });
  const html = await response.text();
  if (response.status !== 200) return [`/contato ${response.status}`];
  const csp = response.headers.get("content-security-policy") ?? "";
  const problems = inlineScriptHashes([html])
    .filter((hash) => !csp.includes(hash))
    .map((hash) => `inline script ${hash} not in the CSP`);
  for (const url of new Set([...(html.match(/\/assets\/[\w.-]+/g) ?? []), ...openPageAssets])) {
    const asset = await fetch(`${base}${url}`);
    await asset.arrayBuffer();
    if (asset.status !== 200) problems.push(`${asset.status} ${url}`);
  }
  return problems;
}

describe("a fresh copy of the tree (three builds: minutes)", () => {
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

  it("npm start after an edit builds again and serves the edit; every hashed file the first build's pages name still answers", async () => {
    expect(firstAssets.length, "the first build's files (the test above)").toBeGreaterThan(0);
    rewordFormError();
    editContactPage(" (edição 2)");
    const server = await startSite(configured);
    try {
      expect(server.said()).toContain("npm start: building, as the sources or the build settings changed");
      expect(await (await fetch(`${origin}/contato`)).text()).toContain("todos os dias (edição 2)");
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

  it("npm run deploy switches a new build in at once: a page opened on the one before loads its code and sends its form", async () => {
    const server = await startSite(configured);
    expect(server.said(), "nothing changed: no build").not.toContain("npm start: building");
    stopStaleNginx(port + 1);
    const nginx = startNginx(port + 1, path.join(site, "build"), port);
    let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
    try {
      browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs });
      const open = await openPage(browser, `${nginx.baseURL}/contato`);
      await open.page.getByText("todos os dias (edição 2)").waitFor();
      const openPageAssets = (await pageAssets("/contato")).all;
      editContactPage(" (edição 3)");
      addContactSource("deploy-3");
      const reload = [nginx.reloadCommand, ["kill", "-HUP", String(server.child.pid)]]
        .map((command) => command.map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(" "))
        .join(" && ");
      const deploy = run("npm", ["run", "deploy"], freshEnv({ ...configured, DEPLOY_RELOAD: reload }));
      // While it builds and switches, a visitor arriving gets one whole build: each look must find nothing wrong.
      let finished = false;
      void deploy.exited.then(() => (finished = true));
      const looks: string[][] = [];
      // Both servers: nginx (its file cache hides a folder rewritten in place for a while) and Node alone.
      while (!finished) looks.push(await lookAtContato(nginx.baseURL, openPageAssets), await lookAtContato(origin, openPageAssets));
      expect(await deploy.exited, deploy.output()).toBe(0);
      looks.push(await lookAtContato(nginx.baseURL, openPageAssets), await lookAtContato(origin, openPageAssets));
      expect(looks.length, "looks during the deploy").toBeGreaterThan(3);
      expect([...new Set(looks.flat())]).toEqual([]);
      expect(deploy.said()).toMatch(/deploy: build is now build-releases\/\S+ \(was build-releases\/\S+\)/);

      // The page opened before: every script its islands could still ask for answers, and its form sends.
      expect((await namedCodeStatuses(open.page)).filter((line) => !line.startsWith("200 "))).toEqual([]);
      const email = "deploy@clinica-exemplo.com.br";
      await open.page.getByLabel("Nome completo").fill(testPerson.name);
      await open.page.getByLabel("E-mail", { exact: true }).fill(email);
      await open.page.getByLabel("Telefone (WhatsApp)").fill(testPerson.digits);
      await open.page.getByRole("checkbox", { name: /Li e aceito/ }).check();
      await open.page.clock.fastForward(MIN_FILL_MS);
      await open.page.getByRole("button", { name: contactPage.submitLabel }).click();
      await open.page.waitForURL(/\/obrigado/);
      expect(exportLeads(path.join(root, "leads.db")).filter((lead) => lead.email === email)).toHaveLength(1);
      expect(open.errors).toEqual([]);

      // A page opened now is the new build, under the CSP of its own inline scripts, from both servers.
      const fresh = await openPage(browser, `${nginx.baseURL}/contato`);
      await fresh.page.getByText("todos os dias (edição 3)").waitFor();
      expect(fresh.errors).toEqual([]);
      expect(await (await fetch(`${origin}/contato`)).text()).toContain("todos os dias (edição 3)");
    } finally {
      await browser?.close();
      nginx.stop();
      await stop(server);
    }
  });
});
