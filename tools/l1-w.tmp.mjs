import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const p = await b.newPage({ viewport: { width: 375, height: 812 } });
await p.goto("http://127.0.0.1:4831/planos-precos");
console.log(await p.evaluate(() => {
  const s = document.querySelector("[data-plan-compare] select"); const cs = getComputedStyle(s);
  const out = { font: cs.fontFamily.slice(0,30), sel: s.getBoundingClientRect().width, pl: cs.paddingLeft, pr: cs.paddingRight };
  const c = document.createElement("canvas").getContext("2d");
  for (const size of [12, 12.5, 13]) { c.font = `700 ${size}px ${cs.fontFamily}`; out[size] = ["Avançado","Profissional","Enterprise","Premium"].map(t => Math.round(c.measureText(t).width)); }
  return out;
}));
await b.close();
