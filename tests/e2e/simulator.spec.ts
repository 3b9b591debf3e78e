import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { simulatorCopy as copy } from "../../app/content/simulator";
import { simulatorScenarios } from "../../app/content/simulator-scenarios";
import { demoVideoPath } from "../../app/site";
import { installClock, pauseClock, runClockUntil } from "./clock";
import { expect, test, viewports, waitForHydration } from "./fixtures";

/**
 * "Converse como paciente": on the home page, inside the video section, and on the demo page, after
 * its call to action. One conversation is played by keyboard with the typing pauses, the page's
 * clock stepped by the test; the others run under reduced motion, where every message of a turn
 * appears at once. The pacing and the scripts themselves are simulator.test.tsx's and conversation.test.ts's.
 */
const [opening] = simulatorScenarios;
const booking = simulatorScenarios.find((s) => s.id === "agendamento")!;
const reminder = simulatorScenarios.find((s) => s.id === "lembrete")!;

// The cookie banner would sit over the chat's buttons at 375 px; these tests are about the chat.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
});

function parts(page: Page) {
  const section = page.locator(`#${copy.id}`);
  return {
    section,
    log: section.getByRole("log"),
    chat: section.getByRole("region", { name: copy.chatLabel("Clínica Bem Viver") }),
    replies: section.getByRole("group", { name: copy.repliesLabel }).getByRole("button"),
    picker: section.getByRole("group", { name: copy.pickerLabel }),
    end: section.getByRole("group", { name: copy.endNote }),
  };
}

/** Scrolls to the chat (its island wakes as it nears the viewport) and waits for it to take over. */
async function openSimulator(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  const p = parts(page);
  await p.section.scrollIntoViewIfNeeded();
  // The island wraps the section; Astro removes its `ssr` attribute once it has hydrated.
  await expect(page.locator(`astro-island:has(#${copy.id})`)).not.toHaveAttribute("ssr", /.*/);
  await expect(p.picker).toBeVisible();
  return p;
}

/** Presses Tab until `target` has focus (at most `max` times): the chat is reached by keyboard alone. */
async function tabTo(page: Page, target: Locator, max = 10) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

const simulationEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).filter((e) => !("length" in e) && String((e as { event?: unknown }).event).startsWith("simulation_")),
  );

/**
 * Axe over the section. Axe needs the page's timers, so the clock runs while it works: only where
 * the chat waits on nothing (on waking, at the end), then it stops again.
 */
async function expectNoAxeViolationsIn(page: Page, when: string) {
  await page.clock.resume();
  const results = await new AxeBuilder({ page })
    .include(`#${copy.id}`)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  await pauseClock(page);
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    when,
  ).toEqual([]);
}

test("home at 375 px: the booking conversation played to the end by keyboard, axe-clean on waking and at the end, its events and its /contato heading", async ({
  page,
}) => {
  await page.setViewportSize(viewports.phone);
  await installClock(page);
  const p = await openSimulator(page, "/");
  // From here the page's time moves only when the test moves it: each typing pause is stepped, not waited.
  await pauseClock(page);
  const untilReplies = () => runClockUntil(page, "the next replies", () => p.replies.first().isVisible(), 200);
  await expect(p.section.getByTestId("simulator-disclaimer")).toContainText("não é a IA respondendo ao vivo");
  // It wakes on its first conversation (not the hero's night booking), then the visitor opens the booking.
  await expect(p.picker.getByRole("button", { name: new RegExp(opening.tab) })).toHaveAttribute("aria-pressed", "true");
  await expect(p.log).not.toContainText("Boa noite");
  await p.picker.getByRole("button", { name: new RegExp(booking.tab) }).click();
  await expect(p.picker.getByRole("button", { name: new RegExp(booking.tab) })).toHaveAttribute("aria-pressed", "true");
  // It opens on the first exchange: the patient's messages and the assistant's answer.
  await expect(p.log).toContainText("queria marcar uma consulta");
  await expect(p.log).toContainText("Sou a assistente virtual da Clínica Bem Viver");
  expect(await simulationEvents(page)).toEqual([]);
  await expectNoAxeViolationsIn(page, "on waking");

  // From the scenario buttons, Tab reaches the chat, then its replies.
  await p.picker.getByRole("button").first().focus();
  await tabTo(page, p.replies.nth(1));
  await expect(p.replies.nth(1)).toHaveText("Quinta às 16h");
  await page.keyboard.press("Enter");
  // The assistant types (dots outside the log, hidden from screen readers), then answers once.
  const dots = p.section.getByTestId("simulator-typing");
  await runClockUntil(page, "the typing dots", () => dots.isVisible(), 200);
  await expect(dots).toHaveAttribute("aria-hidden", "true");
  expect(await p.log.getByTestId("simulator-typing").count()).toBe(0);
  await untilReplies();
  await expect(p.log).toContainText("Combinado. Para registrar a consulta");
  await expect(dots).toHaveCount(0);
  // Focus is on the next choices.
  await expect(p.replies.first()).toBeFocused();
  await page.keyboard.press("Enter");

  await runClockUntil(page, "the end of the conversation", () => p.end.isVisible(), 200);
  await expect(p.log).toContainText("Consulta marcada para quinta-feira, às 16h");
  await expect(p.log).toContainText("Consulta registrada na agenda da clínica");
  const cta = p.end.getByRole("link", { name: copy.contactCta });
  await expect(cta).toBeFocused();
  expect(await simulationEvents(page)).toEqual([
    { event: "simulation_start", scenario: "agendamento" },
    { event: "simulation_complete", scenario: "agendamento" },
  ]);
  expect(await p.log.locator("li").count()).toBe(10);
  await expectNoAxeViolationsIn(page, "at the end");

  // /contato's own timers (the page script starts after the first paint) run again at the machine's pace.
  await page.clock.resume();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/contato\\?source=${booking.source}$`));
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Consultas marcadas fora do horário pela secretária virtual com IA", {
    useInnerText: true,
  });
  // The conversation's own title labels the form, over the heading in the send button's words.
  await expect(page.locator("form").getByText("Quero agendamento pelo WhatsApp", { exact: true })).toBeVisible();
  await expect(page.locator("form").getByRole("heading", { level: 2 })).toHaveText("Agende sua demonstração", { useInnerText: true });
});

test("demo page, with reduced motion: every message of a turn appears at once, the typing dots never show, the end leads to /contato; 'Ver outra conversa' opens the next one, focus on its first reply", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="simulator-typing"]')) document.documentElement.dataset.typingSeen = "true";
    }).observe(document, { childList: true, subtree: true });
  });
  const p = await openSimulator(page, demoVideoPath);
  await p.picker.getByRole("button", { name: /Áudio e foto/ }).click();
  // It opens on its first exchange; read at once, without waiting.
  expect(await p.log.textContent()).toContain("Ouvi o seu áudio e recebi a foto do pedido médico.");
  expect(await p.log.textContent()).toContain("Pedido médico anexado à consulta na agenda");
  await p.replies.first().click();
  expect(await p.log.textContent()).toContain("Enviei as orientações de preparo que a clínica cadastrou");
  expect(await p.log.textContent()).toContain("Quem responde a dúvidas sobre o seu caso é a equipe");
  await p.replies.first().click();
  expect(await p.log.textContent()).toContain("avisei a equipe da clínica por mensagem");
  await expect(p.end).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.typingSeen)).toBeUndefined();
  const audio = simulatorScenarios.find((s) => s.id === "audio-e-foto")!;
  await expect(p.end.getByRole("link", { name: copy.contactCta })).toHaveAttribute("href", `/contato?source=${audio.source}`);

  await p.end.getByRole("button", { name: copy.another }).click();
  await expect(p.picker.getByRole("button", { name: new RegExp(booking.tab) })).toHaveAttribute("aria-pressed", "true");
  await expect(p.replies.first()).toBeFocused();
  await p.replies.first().click();
  await p.replies.first().click();
  await expect(p.end).toBeVisible();
  expect(await simulationEvents(page)).toEqual([
    { event: "simulation_start", scenario: "audio-e-foto" },
    { event: "simulation_complete", scenario: "audio-e-foto" },
    { event: "simulation_start", scenario: "agendamento" },
    { event: "simulation_complete", scenario: "agendamento" },
  ]);
});

test("without JavaScript the first conversation reads as a whole transcript, with no button that does nothing", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.phone });
  const page = await context.newPage();
  await page.goto("/");
  const p = parts(page);
  await p.section.scrollIntoViewIfNeeded();
  await expect(p.log).toContainText(copy.audio);
  await expect(p.log).toContainText("Sou a assistente virtual da Clínica Bem Viver");
  await expect(p.log.getByText("Pronto, avisei a equipe da clínica por mensagem. Alguém vai responder por aqui.")).toBeVisible();
  await expect(p.section.getByText(copy.transcriptNote)).toBeVisible();
  await expect(p.picker).toBeHidden();
  await expect(p.section.getByRole("button")).toHaveCount(0);
  await context.close();
});

/** The opening conversation's first exchange: a voice message and a photo, then two answers and the agenda's line. */
const FIRST_EXCHANGE = 5;

test("below the fold at 412x823 (the budget check's viewport), its code loads only when scrolled near", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  for (const path of [demoVideoPath, "/"]) {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    await expect(page.locator(`astro-island:has(#${copy.id})`)).toHaveAttribute("ssr", "");
    expect(scripts.filter((url) => /\/simulator\.[\w-]+\.js$/.test(url))).toEqual([]);
    // Before its code, the chat already shows the first exchange (and nothing more) and its replies.
    await expect(parts(page).log.locator("li:visible")).toHaveCount(FIRST_EXCHANGE);
    await expect(parts(page).replies).toHaveCount(2);
  }
  await parts(page).section.scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.some((url) => /\/simulator\.[\w-]+\.js$/.test(url))).toBe(true);
  await expect(page.locator(`astro-island:has(#${copy.id})`)).not.toHaveAttribute("ssr", /.*/);
});

/** Whether the chat's newest shown message is whole inside the chat's scroll box (not cut behind the replies tray). */
const newestIsWhole = (page: Page) =>
  parts(page).chat.evaluate((chat) => {
    const shown = [...chat.querySelectorAll("ol > li")].filter((li) => li.getClientRects().length > 0);
    const box = chat.getBoundingClientRect();
    const last = shown.at(-1)!.getBoundingClientRect();
    return last.top >= box.top - 1 && last.bottom <= box.bottom + 1;
  });

test("at 375 px the newest message is whole above the replies (before the chat's code arrives, and after a reply on the specialty page), with no sliver of a message under the header", async ({
  page,
}) => {
  await page.setViewportSize(viewports.phone);
  await page.emulateMedia({ reducedMotion: "reduce" });
  // Before the island wakes (its code held back): the prerendered opening shows its end, not its start cut.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/simulator\.[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/especialidades/odontologia");
  await parts(page).section.scrollIntoViewIfNeeded();
  await expect(parts(page).replies.first()).toBeVisible();
  expect(await newestIsWhole(page)).toBe(true);
  await expect(page.locator(`astro-island:has(#${copy.id})`)).toHaveAttribute("ssr", "");
  release();

  // Awake: a reply tapped, the answer comes in above the next replies.
  const p = parts(page);
  await p.section.scrollIntoViewIfNeeded();
  await expect(page.locator(`astro-island:has(#${copy.id})`)).not.toHaveAttribute("ssr", /.*/);
  await expect.poll(() => newestIsWhole(page)).toBe(true);
  await expect.poll(() => noSliverShows(page)).toBe(true);
  await p.replies.first().click();
  await expect(p.replies.first()).toBeVisible();
  await expect.poll(() => newestIsWhole(page)).toBe(true);
  await expect.poll(() => noSliverShows(page)).toBe(true);
});

/**
 * Whether no message (nor the day) shows as a sliver under the chat's header at rest: one cut by the chat's top
 * edge with 40 px or less in view lies wholly under the chat's masked-out top (its `--cut`).
 */
const noSliverShows = (page: Page) =>
  parts(page).chat.evaluate((chat) => {
    const box = chat.getBoundingClientRect();
    const masked = chat.hasAttribute("data-cut") ? parseFloat(getComputedStyle(chat).getPropertyValue("--cut")) : 0;
    return [...chat.querySelectorAll(":scope > div > p, ol > li")]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.top < box.top && r.bottom > box.top && r.bottom - box.top <= 40)
      .every((r) => r.bottom - box.top <= masked);
  });

test("at 375 px the scenarios are one sideways row of chips; with the row under the header the whole chat is in view, and a scenario tapped lower brings the chat whole into view, its newest message whole above its replies, clear of the sales bar", async ({
  page,
}) => {
  // A common phone's height (812): the picker's row and the chat's card fit one screen under the header.
  await page.setViewportSize({ width: viewports.phone.width, height: 812 });
  // Reduced motion: the chat card is brought into view at once, not smoothly.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const p = await openSimulator(page, "/");
  // One row: every chip at the same height, the row scrolling sideways under a fading right edge (the cue).
  const chips = p.picker.getByRole("button");
  const tops = await chips.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  const row = p.picker.getByTestId("simulator-picker-row");
  expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await row.evaluate((el) => getComputedStyle(el).maskImage)).toContain("linear-gradient");
  expect((await p.picker.boundingBox())!.height).toBeLessThanOrEqual(90);
  // The row under the header: the chat's card whole below it, its replies too, so a tap needs no scroll.
  await p.picker.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 72));
  await expect(p.replies.last()).toBeInViewport({ ratio: 1 });
  const still = await page.evaluate(() => window.scrollY);
  await chips.filter({ hasText: booking.tab }).click();
  await expect(chips.filter({ hasText: booking.tab })).toHaveAttribute("aria-pressed", "true");
  await expect(p.replies.last()).toBeInViewport({ ratio: 1 });
  await expect.poll(() => newestIsWhole(page)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(still);
  // A short phone (667): the row lower on the screen, the chat's card starts low, its replies below the fold; a tap
  // brings the card in.
  await page.setViewportSize(viewports.phone);
  await p.picker.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 200));
  await expect(p.replies.last()).not.toBeInViewport();
  await p.picker.getByRole("button", { name: new RegExp(reminder.tab) }).click();
  await expect(p.picker.getByRole("button", { name: new RegExp(reminder.tab) })).toHaveAttribute("aria-pressed", "true");
  // The chat's card whole on screen (the header's 64 px above it), the replies with it, and the bar away.
  await expect(p.replies.last()).toBeInViewport({ ratio: 1 });
  await expect(p.chat).toBeInViewport({ ratio: 1 });
  const bar = page.locator("[data-sticky-bar]");
  await expect(bar).not.toHaveAttribute("data-shown");
  await expect(bar).toHaveAttribute("inert", "");
  const [last, chat] = [(await p.replies.last().boundingBox())!, (await p.chat.boundingBox())!];
  expect(chat.y).toBeGreaterThanOrEqual(64);
  expect(last.y + last.height).toBeLessThanOrEqual(viewports.phone.height);
  // The conversation reads from its start (its first message whole in the chat, not sliced under its header) and
  // its newest message whole above the replies; the edges fade.
  await expect.poll(() => firstIsWhole(page)).toBe(true);
  await expect.poll(() => newestIsWhole(page)).toBe(true);
  expect(await p.chat.evaluate((el) => getComputedStyle(el).maskImage)).toContain("linear-gradient");
  // An opening taller than the chat (a voice message, a photo, then the answer): the answer, the newest, whole in
  // the chat, not cut behind the replies.
  await p.picker.getByRole("button", { name: /Áudio e foto/ }).click();
  await expect(p.log).toContainText("Ouvi o seu áudio");
  await expect.poll(() => newestIsWhole(page)).toBe(true);
  // Only the chat's top on screen, its replies below the fold: the bar still keeps off the chat's last bubbles.
  await p.chat.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 600));
  await expect(p.replies.first()).not.toBeInViewport();
  await expect(bar).not.toHaveAttribute("data-shown");
});

/** Whether the chat's first shown message is whole inside the chat's scroll box (not cut under its header). */
const firstIsWhole = (page: Page) =>
  parts(page).chat.evaluate((chat) => {
    const first = [...chat.querySelectorAll("ol > li")].find((li) => li.getClientRects().length > 0)!.getBoundingClientRect();
    const box = chat.getBoundingClientRect();
    return first.top >= box.top - 1 && first.bottom <= box.bottom + 1;
  });
