import { chromium } from "@playwright/test";
import { chromiumArgs } from "./lib/chromium-args.mjs";
const { createSiteServer } = await import("../server/server.mjs");
const server = createSiteServer({ buildDir: process.env.BUILD_DIR ?? "build" });
await new Promise((r) => server.listen(0, "127.0.0.1", r));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: chromiumArgs });
for (const path of ["/contato", "/contato?source=demo", "/contato?source=teste-gratis", "/contato?source=planos"]) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720, ...(process.env.PHONE ? { width: 412, height: 823 } : {}) } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: 209715, uploadThroughput: 104857 });
  await page.addInitScript(() => {
    localStorage.setItem("cookie-consent", "accepted");
    window.shifts = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.shifts.push({ v: e.value, t: Math.round(e.startTime), src: e.sources.map((s) => `${s.node?.nodeName}.${s.node?.className ?? ""} ${JSON.stringify(s.previousRect)}→${JSON.stringify(s.currentRect)}`) }); }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(base + path);
  await page.waitForFunction(() => document.documentElement.dataset.ready === "true" && !document.querySelector("astro-island[ssr]"));
  await page.waitForLoadState("networkidle");
  console.log(path, JSON.stringify(await page.evaluate(() => window.shifts), null, 1));
  await context.close();
}
await browser.close(); server.close();
