import { chromium } from "@playwright/test";
import { chromiumArgs } from "./lib/chromium-args.mjs";
const { createSiteServer } = await import("../server/server.mjs");
const server = createSiteServer({ buildDir: process.env.BUILD_DIR ?? "build" });
await new Promise((r) => server.listen(0, "127.0.0.1", r));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: chromiumArgs });
for (const phone of [false, true]) for (const path of ["/", "/contato", "/contato?source=demo", "/integracao"]) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  if (phone) {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: 200000, uploadThroughput: 100000 });
  }
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const s = document.documentElement?.dataset.cookieBanner;
      if (s === "waiting" && !window.waitAt) window.waitAt = performance.now();
      if (s === "shown" && !window.shownAt) window.shownAt = performance.now();
    }).observe(document, { attributes: true, subtree: true });
  });
  await page.goto(base + path);
  await page.waitForFunction(() => window.shownAt, undefined, { timeout: 30000 });
  const r = await page.evaluate(() => ({ load: performance.getEntriesByType("navigation")[0].loadEventEnd, wait: window.waitAt, shown: window.shownAt }));
  console.log(`${phone ? "phone" : "full "} ${path.padEnd(20)} code arrived ${(r.wait - r.load).toFixed(0)} ms after load; banner shown ${(r.shown - r.load).toFixed(0)} ms after load`);
  await context.close();
}
await browser.close(); server.close();
