import type { Page } from "@playwright/test";
import { contactPage } from "../../app/content/contact-page";
import { type ContactVariant, contactHeading, contactVariantFor } from "../../app/content/contact-variants";
import { specialtyContactVariant } from "../../app/content/specialty-entry";
import { readSpecialtyFiles } from "../../app/content/specialty-files";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * /contato?source=…: the variant's heading, lead, form title and link are what the first paint
 * shows, and they never change afterwards (docs/decisions/270). Loaded as a phone would: 4x slower
 * CPU, 150 ms round trips, 1.6 Mbps. No timing is asserted: only the order of paint and text.
 * Two variants stand for all: a campaign's with its link, and a specialty file's. Every variant is
 * drawn by the same header from one list, and the head script's pick for every source of every
 * variant (campaigns, conversations, specialty files) is app/features/lead-form/contact-variant.test.ts's.
 */

/** `form` is the form title (the label over the form heading, or the heading itself where no label shows), `formHeading` the h2. */
type Texts = { h1: string; lead: string; form: string; formHeading: string; link: string };
type Record = Texts & { at: number };
declare global {
  interface Window {
    variantTexts: Record[];
    layoutShift: number;
    shiftSources: string[];
  }
}

async function asPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  const bytesPerSecond = (1.6 * 1024 * 1024) / 8;
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond / 2,
  });
}

/** From navigation start: every change of the visible texts, with its time, and the layout shifts. */
function recordTexts() {
  window.variantTexts = [];
  window.layoutShift = 0;
  window.shiftSources = [];
  // innerText leaves out what CSS hides, except on a hidden element itself: its text then counts as none.
  const text = (el: Element | null | undefined) => (el instanceof HTMLElement && el.checkVisibility() ? el.innerText.trim() : "");
  const read = () => {
    const h1 = document.querySelector("h1");
    const links = [...document.querySelectorAll("header [data-contact-option] a")].map(text).filter(Boolean);
    const formHeading = text(document.querySelector("form h2"));
    // The label is drawn in capitals: its shown variant's own text, not innerText's transformed one.
    const labelBox = document.querySelector("form h2")?.previousElementSibling;
    const label =
      labelBox && text(labelBox)
        ? [...labelBox.children]
            .map((c) => (text(c) ? c.textContent : ""))
            .join("")
            .trim()
        : "";
    return { h1: text(h1), lead: text(h1?.nextElementSibling), form: label || formHeading, formHeading, link: links.join(" | ") };
  };
  const note = () => {
    const now = read();
    const last = window.variantTexts.at(-1);
    if (!last || (Object.keys(now) as (keyof Texts)[]).some((k) => now[k] !== last[k]))
      window.variantTexts.push({ ...now, at: performance.now() });
  };
  new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  new PerformanceObserver((list) => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      window.layoutShift += entry.value;
      for (const source of entry.sources)
        window.shiftSources.push(
          source.node instanceof Element
            ? source.node.outerHTML.slice(0, 120)
            : `${String(source.node)} "${source.node?.textContent?.slice(0, 60) ?? ""}" in ${source.node?.parentElement?.outerHTML.slice(0, 120) ?? "?"}`,
        );
    }
  }).observe({ type: "layout-shift", buffered: true });
}

async function loadAndRecord(page: Page, url: string) {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  await page.addInitScript(recordTexts);
  await asPhone(page);
  await page.goto(url);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  return page.evaluate(() => {
    const paint = performance.getEntriesByType("paint").map((e) => e.startTime);
    return { firstPaint: Math.min(...paint), records: window.variantTexts, layoutShift: window.layoutShift, shifted: window.shiftSources };
  });
}

/** One per specialty file, `?source={slug}`: the build adds them to the fixed ones (contato.astro). */
const specialtyVariants = readSpecialtyFiles().map(({ slug, data }) => specialtyContactVariant(slug, data.contact));
const variantFor = (source: string): ContactVariant => specialtyVariants.find((v) => v.sources[0] === source) ?? contactVariantFor(source);

const sources = ["reduzir-faltas", specialtyVariants[0]!.sources[0]!];

test.describe("/contato's variant from the first paint (phone profile)", () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  for (const source of sources) {
    test(`${source}: texts in place before the first paint, unchanged after, no layout shift`, async ({ page }) => {
      const variant = variantFor(source);
      const expected: Texts = {
        h1: contactHeading(variant.heading),
        lead: variant.subtitle,
        form: variant.formTitle,
        formHeading: variant.submitLabel ? variant.formTitle : contactPage.formHeading,
        link: "link" in variant && variant.link ? variant.link.text : "",
      };
      const { firstPaint, records, layoutShift, shifted } = await loadAndRecord(page, `/contato?utm_source=ads&source=${source}`);
      expect(Number.isFinite(firstPaint)).toBe(true);
      // What the first paint showed is the last record before it; from there on, a text may only grow
      // while the HTML streams in (a prefix of its final value), never be replaced.
      const fromPaint = [...records.filter((r) => r.at <= firstPaint).slice(-1), ...records.filter((r) => r.at > firstPaint)];
      for (const record of fromPaint)
        for (const key of Object.keys(expected) as (keyof Texts)[])
          expect(expected[key].startsWith(record[key]), `${key} at ${record.at.toFixed(0)} ms: "${record[key]}"`).toBe(true);
      expect(records.at(-1)).toMatchObject(expected);
      // Zero as Lighthouse and the field data report it (three decimals): the web font's swap moved the
      // lead and the link by 0.01 before it became optional; a sub-pixel move of an icon (0.00002) was
      // seen once in forty loads on a busy machine and is below what any report shows.
      expect(layoutShift, `shifted: ${shifted.join("\n")}`).toBeLessThan(0.0005);
    });
  }
});

test.describe("/contato without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the default variant, whatever the source", async ({ page }) => {
    await page.goto("/contato?source=demonstracao");
    await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName("Automatize a agenda da sua clínica com IA");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Automatize a agenda da sua clínica com IA", { useInnerText: true });
    await expect(page.locator("form h2")).toHaveText("Agende sua demonstração", { useInnerText: true });
    await expect(page.locator("form").getByText("Conheça o produto", { exact: true }).filter({ visible: true })).toHaveCount(1);
  });
});
