import type { Page } from "@playwright/test";
import { demoVideoPath } from "../../app/site";
import { typedLead } from "../support/lead-builder";
import { installClock } from "./clock";
import { expect, test } from "./fixtures";
import { fillLeadForm, storedLead } from "./lead-form-kit";

/**
 * No dead taps (docs/decisions/420): on a phone's screen, a visitor taps or presses each kind of
 * control at the first paint, before its code has started, and the effect happens (at once, or when
 * the code wakes), exactly once. "Before the code" is made certain, not raced: every script file the
 * page asks for is held back until the tap is done, then let through (so no slowed CPU or network is
 * needed to widen the window; the campaign paint spec is the one that slows a phone down).
 */

const SCRIPT_FILE = /\/assets\/[^?#]+\.js(?:[?#]|$)/;

test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

/** Opens `path` at its first paint with every script file held; `wake()` lets them through and waits for the page script. */
async function openBeforeCode(page: Page, path: string) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(SCRIPT_FILE, async (route) => {
    held++;
    await gate;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  return {
    wake: async () => {
      // The page asks for its code after the paint, when the browser is idle or at the first input;
      // a fill is no input event, so the request may still be on its way: wait for it, then let it through.
      await expect.poll(() => held, { message: "the page asked for its code while it was held" }).toBeGreaterThan(0);
      release();
      await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
    },
  };
}

/** Every island holding `selector` has woken (Astro removes `ssr` once it hydrated). */
async function islandAwake(page: Page, selector: string) {
  await expect(page.locator("astro-island").filter({ has: page.locator(selector) })).not.toHaveAttribute("ssr", /.*/);
}

test.describe("a tap at the first paint takes effect once", () => {
  test("home: play, an FAQ answer and the simulator's first choice, tapped before their code, each take effect once; the cookie banner comes only with its code", async ({
    page,
  }) => {
    const { wake } = await openBeforeCode(page, "/");
    const item = page.locator("#perguntas-frequentes details").nth(2);
    await item.locator("summary").scrollIntoViewIfNeeded();
    await item.locator("summary").tap();
    // An answer opens on the first tap with no code at all.
    await expect(item).toHaveJSProperty("open", true);
    const choices = page.getByRole("group", { name: "Escolha uma conversa" }).getByRole("button");
    await choices.nth(1).scrollIntoViewIfNeeded();
    await choices.nth(1).tap();
    const player = page.locator('[data-status][role="group"]');
    const play = player.getByRole("button", { name: "Reproduzir" });
    await play.scrollIntoViewIfNeeded();
    await play.tap();
    await expect(player).toHaveAttribute("data-status", "idle");
    await expect(page.getByRole("button", { name: "Recusar" })).toHaveCount(0);

    await wake();
    await islandAwake(page, '[data-part="stage"]');
    await expect(player).toHaveAttribute("data-status", "playing");
    // Replayed once: a second toggle would have paused it.
    expect(await player.locator("video").evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    await islandAwake(page, '[data-testid="simulator-chat"]');
    await expect(choices.nth(1)).toHaveAttribute("aria-pressed", "true");
    await expect(choices.nth(0)).toHaveAttribute("aria-pressed", "false");
    await expect(item).toHaveJSProperty("open", true);
    // The banner, shown once its code has come, answers the first tap.
    await page.getByRole("button", { name: "Recusar" }).tap();
    await expect(page.locator("html")).toHaveAttribute("data-cookie-banner", "done");
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("rejected");
  });

  test("a specialty page: the simulator's first exchange is on screen before its code, and a reply tapped then is sent once", async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
    const { wake } = await openBeforeCode(page, "/especialidades/odontologia");
    const chat = page.getByTestId("simulator-chat");
    await chat.scrollIntoViewIfNeeded();
    await expect(chat.getByRole("log")).toContainText("Sou a assistente virtual da Clínica Bem Viver");
    const reply = page.getByRole("group", { name: "Escolha sua resposta" }).getByRole("button").first();
    await expect(reply).toHaveText("Quinta às 16h");
    await reply.tap();
    await wake();
    await islandAwake(page, '[data-testid="simulator-chat"]');
    await expect(chat.getByRole("log")).toContainText("Combinado. Para registrar a avaliação");
    await expect(
      chat
        .getByRole("log")
        .getByRole("listitem")
        .filter({ hasText: /^Você: Quinta às 16h$/ }),
    ).toHaveCount(1);
  });

  test("home player: the slider's arrow key, pressed before its island woke, seeks one step", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
    const { wake } = await openBeforeCode(page, "/");
    const slider = page.getByRole("slider");
    await slider.scrollIntoViewIfNeeded();
    await slider.focus();
    await page.keyboard.press("ArrowRight");
    await wake();
    await expect(slider).toHaveAttribute("aria-valuenow", "5");
  });

  test("plans: values typed before the calculator's island woke are priced, and the menu opens on the first tap", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
    const { wake } = await openBeforeCode(page, "/planos-precos");
    await page.getByLabel("Interações por mês").fill("7500");
    await page.getByLabel("Números de WhatsApp").fill("1");
    await page.getByRole("button", { name: "Abrir menu" }).tap();
    const menu = page.locator("#menu-principal");
    await expect(menu).toBeVisible();
    await wake();
    await expect(page.getByRole("button", { name: "Fechar menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await expect(page.getByTestId("calculator-total")).toHaveText("R$ 448/mês");
  });

  test("no-show calculator: figures typed before its island woke are answered once it wakes", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
    const { wake } = await openBeforeCode(page, "/calculadora-de-faltas");
    await page.getByLabel("Consultas por mês", { exact: true }).fill("1.200");
    await page.getByLabel("Valor médio da consulta (R$)", { exact: true }).fill("180,50");
    await page.getByLabel("Taxa de faltas atual (%)", { exact: true }).fill("12,5");
    await wake();
    await expect(page.getByTestId("no-show-summary")).toHaveText(
      "150 faltas por mês representam R$ 27.075 de receita perdida por mês, ou R$ 324.900 por ano.",
    );
  });

  test("lead form: a send before its code shows it is loading, then goes once", async ({ page }) => {
    const email = `antes-do-codigo-${Date.now()}@example.com`;
    const { wake } = await openBeforeCode(page, "/contato");
    // Installed once the first paint is in (the fake clock hides the paint entries): typing before the code counts
    // from the first use that woke the form, and the minimum fill time is a jump of the clock.
    await installClock(page);
    await fillLeadForm(page, typedLead({ email }));
    await page.getByRole("button", { name: "Agendar demonstração" }).tap();
    await expect(page.getByText("Carregando…")).toBeVisible();
    await wake();
    await expect(page).toHaveURL(/\/obrigado/);
    await storedLead(email);
  });

  test("demo video page: the cover tapped before the player's code plays the video once, its code loaded by that tap", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
    const { wake } = await openBeforeCode(page, demoVideoPath);
    const player = page.locator('[data-status][role="group"]');
    // The player wakes on first use (client:intent, docs/decisions/665): before the tap nothing asked for its code.
    await expect(page.locator("astro-island", { has: player })).not.toHaveAttribute("data-woke-at", /.*/);
    await player.locator('[data-part="cover"]').tap();
    await expect(page.locator("astro-island", { has: player })).toHaveAttribute("data-woke-at", /^\d+$/);
    await wake();
    await islandAwake(page, '[data-part="stage"]');
    await expect(player).toHaveAttribute("data-status", "playing");
    // Replayed once: a second toggle would have paused it.
    expect(await player.locator("video").evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  });

  test("copy button and cookie preferences: tapped before the page script, each acts once it wakes", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
    const { wake } = await openBeforeCode(page, "/conteudo/prompts-mais-eficientes");
    const button = page.getByRole("button", { name: "Copiar modelo" }).first();
    await button.scrollIntoViewIfNeeded();
    await button.tap();
    const trigger = page.getByRole("button", { name: "Preferências de cookies" });
    await trigger.scrollIntoViewIfNeeded();
    await trigger.tap();
    await wake();
    await expect(page.getByRole("button", { name: "Copiado!" })).toHaveCount(1);
    await expect(page.locator("dialog[open]")).toHaveCount(1);
  });
});
