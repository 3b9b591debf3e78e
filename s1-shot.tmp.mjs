import { chromium } from "playwright";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const p = await b.newPage({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
await p.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
await p.goto("http://127.0.0.1:4961/conteudo/atendra-e-alternativas");
await p.evaluate(() => { const m = document.querySelectorAll("[data-alternatives-matrix] h4")[3]; window.scrollTo(0, m.getBoundingClientRect().top + scrollY - 250); });
await p.waitForTimeout(500);
await p.screenshot({ path: process.argv[2] });
await b.close();
