import type { BrowserContext, Locator, Page } from "@playwright/test";
import { demoVideoPath, site } from "../../app/site";
import { expect, expectNoAxeViolations, test, viewports, waitForHydration } from "./fixtures";
import { videoDemoPage } from "../../app/content/video-demo-page";

// Literal on purpose (app/content/video-demo.ts imports JSON, which Node's ESM loader wants attributes for).
const COOKIE = `${site.productName}_video_position`;
const PLAYER_NAME = `Vídeo de demonstração da ${site.productName}`;
const END_IMAGE = "/video/demo-end.webp";
const COVER_IMAGE = "/video/demo-cover.webp";

// The cookie banner would sit over the player's controls; these tests are about the player.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
});

function parts(page: Page) {
  const player = page.getByRole("group", { name: PLAYER_NAME });
  return {
    player,
    stage: player.locator("[data-part=stage]"),
    slider: player.getByRole("slider", { name: "Posição do vídeo" }),
    video: player.locator("video"),
  };
}

/** Records the video's events from page start, so a failure says what the browser did (CI-only flakes). */
async function recordMediaEvents(page: Page) {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __mediaEvents: string[] }).__mediaEvents = log;
    const names = ["play", "playing", "pause", "seeking", "seeked", "waiting", "stalled", "ended", "error", "emptied"];
    for (const name of names) {
      document.addEventListener(
        name,
        (e) => {
          // A <source> whose media does not match (the portrait cut on a wide screen) fires "error" too.
          if (!(e.target instanceof HTMLMediaElement)) return log.push(`${name}@source`);
          const v = e.target;
          log.push(`${name}@${v.currentTime.toFixed(2)}/rs${v.readyState}${document.hidden ? "/hidden" : ""}`);
        },
        true,
      );
    }
  });
}

function mediaEvents(page: Page): Promise<string> {
  return page.evaluate(() => (window as unknown as { __mediaEvents?: string[] }).__mediaEvents?.join(" ") ?? "none");
}

async function expectStatus(page: Page, player: Locator, status: string) {
  try {
    await expect(player).toHaveAttribute("data-status", status);
  } catch (error) {
    throw new Error(`${String(error)}\nmedia events: ${await mediaEvents(page)}`);
  }
}

async function openDemo(page: Page) {
  await recordMediaEvents(page);
  await page.goto(demoVideoPath);
  await waitForHydration(page);
  const p = parts(page);
  await expect.poll(() => media(p.video, (v) => v.duration)).toBeGreaterThan(0);
  return p;
}

function media<T>(video: Locator, read: (v: HTMLVideoElement) => T): Promise<T> {
  return video.evaluate(read);
}

async function positionCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === COOKIE);
}

/** Scale of a bar part, from its `transform: scaleX(n)`. */
async function barScale(player: Locator, part: "played" | "buffered"): Promise<number> {
  return player.locator(`[data-part=${part}]`).evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).a);
}

test.describe("demo video page", () => {
  test("starts on the cover, plays from it, a click on the video toggles, the spinner, the sign-up button and the VideoObject data; axe-clean on the cover and paused", async ({
    page,
  }) => {
    const { player, stage, video } = await openDemo(page);
    await expect(player).toHaveAttribute("data-status", "cover");
    await expect(video).toHaveAttribute("preload", "metadata");
    expect(await media(video, (v) => v.paused)).toBe(true);
    // Nothing dark behind the light cover, whose rounded corners would show it as a thin ring; dark once playing.
    const fill = (el: Element) => getComputedStyle(el).backgroundColor;
    expect([await player.evaluate(fill), await video.evaluate(fill)]).toEqual(["rgba(0, 0, 0, 0)", "rgba(0, 0, 0, 0)"]);
    await expectNoAxeViolations(page);

    await player.locator("[data-part=cover]").click();
    await expect(player).toHaveAttribute("data-status", "playing");
    await expect(player.locator("[data-part=cover]")).toHaveCount(0);
    expect(await player.evaluate(fill)).not.toBe("rgba(0, 0, 0, 0)");
    await expect.poll(() => media(video, (v) => v.currentTime)).toBeGreaterThan(0.3);
    await expect(player.getByRole("button", { name: "Pausar" })).toBeVisible();
    await stage.click();
    await expect(player).toHaveAttribute("data-status", "paused");
    expect(await media(video, (v) => v.paused)).toBe(true);
    await expect(player.getByRole("button", { name: "Reproduzir" })).toBeVisible();
    await page.getByText("Descrição do vídeo em texto").click();
    await expectNoAxeViolations(page);
    await stage.click();
    await expect(player).toHaveAttribute("data-status", "playing");
    expect(await media(video, (v) => v.paused)).toBe(false);

    const spinner = player.locator("[data-part=spinner]");
    await expect(spinner).toHaveCount(0);
    await video.evaluate((v: HTMLVideoElement) => v.dispatchEvent(new Event("waiting")));
    await expect(spinner).toBeVisible();
    await video.evaluate((v: HTMLVideoElement) => v.dispatchEvent(new Event("playing")));
    await expect(spinner).toHaveCount(0);

    // The sales call is the card's filled button and comes first; the spec's sign-up button, outlined, follows it,
    // and its caption, right under it, says what is paid, refunded and free (its accessible description), each fact for
    // itself: no sentence that denies the label ("só a demonstração").
    const cta = page.getByRole("link", { name: /Experimente Gratuitamente AGORA/ });
    await expect(cta).toHaveAccessibleDescription(
      /plano pago antecipadamente.+reembolso integral se você desistir em até 30 dias corridos.+A demonstração com a nossa equipe é gratuita\./,
    );
    await expect(page.getByTestId("video-demo-cta")).not.toContainText(/é só a demonstração/);
    const demo = page.getByTestId("video-demo-cta").getByRole("link", { name: "Agendar demonstração" });
    await expect(demo).toHaveAttribute("href", /^\/contato\?source=/);
    const ctaBox = (await cta.boundingBox())!;
    const demoBox = (await demo.boundingBox())!;
    expect(Math.round(demoBox.height)).toBe(Math.round(ctaBox.height));
    expect(Math.round(demoBox.width)).toBe(Math.round(ctaBox.width));
    const signupHandle = await cta.elementHandle();
    expect(await demo.evaluate((el, next) => !!(el.compareDocumentPosition(next!) & Node.DOCUMENT_POSITION_FOLLOWING), signupHandle)).toBe(
      true,
    );
    expect(await cta.evaluate(fill)).toBe("rgb(255, 255, 255)");
    expect(await demo.evaluate(fill)).not.toBe("rgb(255, 255, 255)");
    const terms = page.locator("#condicoes-do-cadastro");
    await expect(terms).toBeVisible();
    const termsBox = (await terms.boundingBox())!;
    // Under the lower of the two (side by side from sm, stacked in the card beside the player from lg).
    const buttonsBottom = Math.max(ctaBox.y + ctaBox.height, demoBox.y + demoBox.height);
    expect(ctaBox.y + ctaBox.height).toBe(buttonsBottom);
    expect(termsBox.y).toBeGreaterThanOrEqual(buttonsBottom);
    expect(termsBox.y - buttonsBottom).toBeLessThan(24);
    // The caption at the text's small size (14 px), not fine print, led by the guarantee, the condition whole after it.
    expect(parseFloat(await terms.evaluate((el) => getComputedStyle(el).fontSize))).toBe(14);
    // The card says one sentence above its buttons.
    await expect(page.getByTestId("video-demo-cta").locator("h2 + p")).toHaveText(videoDemoPage.cta.text);
    expect(videoDemoPage.cta.text.match(/[.!?](\s|$)/g)).toHaveLength(1);
    await expect(terms).toHaveText(/^Garantia de 30 dias\. O cadastro abre um plano pago antecipadamente/);
    await expect(cta).toHaveAttribute("href", site.urls.appSignup);
    await expect(cta).toHaveAttribute("target", "_blank");
    // The spec's words as written (no text transform), in a left-aligned block.
    expect(await cta.evaluate((el) => getComputedStyle(el).textTransform)).toBe("none");
    expect(await page.getByTestId("video-demo-cta").evaluate((el) => getComputedStyle(el).textAlign)).not.toBe("center");

    // The VideoObject data matches the encoded file, whose length only the browser's media knows.
    const nodes = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}") as Record<string, unknown>));
    const node = nodes.find((n) => n["@type"] === "VideoObject");
    expect(node).toMatchObject({
      thumbnailUrl: [`${site.siteUrl}${COVER_IMAGE}`],
      contentUrl: `${site.siteUrl}/video/demo.mp4`,
      inLanguage: "pt-BR",
    });
    expect(String(node?.name)).toContain(site.productName);
    expect(String(node?.description).length).toBeGreaterThan(50);
    expect(node?.uploadDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const duration = await media(video, (v) => v.duration);
    expect(node?.duration).toBe(`PT${Math.round(duration)}S`);
    expect(await page.getByText(/^Duração: /).textContent()).toContain(`0:${Math.floor(duration)}`);
  });

  // Which values are refused (words, negatives, NaN, overflow, past the end) is position-cookie.test.ts's;
  // here, one past the end of the real file, which only the browser's media knows the length of.
  test("on a phone the portrait cut plays in a 9:16 box the column's width, its play mark on the first screen under the title, the call right after: its own poster, its source picked, nothing moving on play; the cover's mark the one control in sight until then, over the still's phone", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    const { player, slider, video } = await openDemo(page);
    // As large as the phone allows: the column's width on a tall phone and on a short one, the title above it and the
    // cover's play mark on the first screen; the bar shows from the first play.
    const playMark = player.locator("[data-part=cover] [data-part=play-mark] > span");
    for (const height of [812, viewports.phone.height]) {
      await page.setViewportSize({ width: viewports.phone.width, height });
      const title = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
      const box = (await player.boundingBox())!;
      const round = (await playMark.boundingBox())!;
      expect(title.y).toBeGreaterThanOrEqual(0);
      expect(box.width, `${height}`).toBeGreaterThanOrEqual(viewports.phone.width - 40);
      expect(round.y + round.height, `${height}`).toBeLessThanOrEqual(height);
    }
    // The call card comes right after the player, before the text description and the duration (in the reading order too).
    const cta = (await page.getByTestId("video-demo-cta").boundingBox())!;
    const whole = (await player.boundingBox())!;
    expect(cta.y - (whole.y + whole.height)).toBeGreaterThanOrEqual(0);
    expect(cta.y - (whole.y + whole.height)).toBeLessThanOrEqual(32);
    const description = (await page.getByText("Descrição do vídeo em texto").boundingBox())!;
    expect(description.y).toBeGreaterThan(cta.y + cta.height);
    expect(
      await page
        .getByTestId("video-demo-cta")
        .evaluate((card) => Boolean(card.compareDocumentPosition(document.getElementById("descricao-do-video") ?? card) & 4)),
    ).toBe(true);
    const before = (await video.boundingBox())!;
    const playerBefore = (await player.boundingBox())!;
    // Before the first play the bar lies over the video and shows nothing beside the big mark (no empty band under
    // the poster); its play button is still there for the keyboard and screen readers, and shows when focused.
    expect(playerBefore.height).toBe(before.height);
    const playButton = player.getByRole("button", { name: "Reproduzir" });
    await expect(slider).toBeHidden();
    expect(await playButton.evaluate((el) => getComputedStyle(el).opacity)).toBe("0");
    await playButton.focus();
    await expect(playButton).toBeFocused();
    // The box is the portrait cut's from the first paint (CSS, not the metadata).
    expect(Math.abs(before.height - (before.width * 16) / 9)).toBeLessThanOrEqual(1);
    const cover = player.locator("[data-part=cover] img");
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/video\/demo-portrait-cover-frame\.webp$/);
    expect(await media(video, (v) => v.currentSrc)).toMatch(/\/video\/demo-portrait\.webm$/);
    expect(await media(video, (v) => [v.videoWidth, v.videoHeight])).toEqual([540, 960]);
    // The cover is a still of the video, words on top: its mark sits over the phone's empty chat, below them.
    const mark = (await player.locator("[data-part=cover] [data-part=play-mark] > span").boundingBox())!;
    const stage = (await video.boundingBox())!; // measured again: focusing the play button may have scrolled
    expect(Math.abs(mark.y + mark.height / 2 - (stage.y + stage.height / 2))).toBeLessThanOrEqual(2);
    await player.locator("[data-part=cover]").click();
    await expectStatus(page, player, "playing");
    // The click scrolls the player into view: its size is what must not change.
    const after = (await video.boundingBox())!;
    expect([after.width, after.height]).toEqual([before.width, before.height]);
    expect((await player.boundingBox())!.height).toBe(playerBefore.height);
    // From the first play the bar is the player's.
    await expect(slider).toBeVisible();
    expect(await player.getByRole("button", { name: "Pausar" }).evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  });

  test("on a wider screen the landscape cut and its poster, its mark over the still's phone, the player on the site's column with the call beside it, its bar and the sign-up button on the first 1280x800 screen", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.desktop);
    const { player, slider, video } = await openDemo(page);
    const box = (await video.boundingBox())!;
    const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    const whole = (await player.boundingBox())!;
    // The lead at a reading measure: two lines of about 65 characters, not one line of about 125.
    const lead = page.locator("main header p").filter({ hasText: videoDemoPage.lead });
    const lines = await lead.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(2);
    expect((await lead.boundingBox())!.width).toBeLessThanOrEqual(640);
    // One left edge with the site header's logo (x 96 at 1280), as on every other page (decision 760).
    const logo = (await page.getByRole("banner").getByRole("link").first().boundingBox())!;
    expect(Math.round(whole.x)).toBe(Math.round(heading.x));
    expect(Math.abs(heading.x - logo.x)).toBeLessThanOrEqual(1);
    expect(whole.y + whole.height).toBeLessThanOrEqual(viewports.desktop.height);
    await expect(slider).toBeInViewport();
    // The call sits beside the player, its prescribed button on the first screen too.
    const cta = page.getByTestId("video-demo-cta");
    const card = (await cta.boundingBox())!;
    expect(card.x).toBeGreaterThanOrEqual(whole.x + whole.width);
    expect(Math.abs(card.y - whole.y)).toBeLessThanOrEqual(1);
    const signup = (await cta.getByRole("link", { name: "Experimente Gratuitamente AGORA" }).boundingBox())!;
    expect(signup.y + signup.height).toBeLessThanOrEqual(viewports.desktop.height);
    // The text description stays right under the player, on its left edge, however tall the card beside them.
    const description = (await page.getByText("Descrição do vídeo em texto").boundingBox())!;
    expect(description.y - (whole.y + whole.height)).toBeLessThanOrEqual(32);
    expect(description.x).toBeLessThan(whole.x + 8);
    expect(Math.abs(box.height - (box.width * 9) / 16)).toBeLessThanOrEqual(1);
    await expect
      .poll(() => player.locator("[data-part=cover] img").evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\/video\/demo-cover-frame\.webp$/);
    // The cover is a still of the video, its words on the left: the mark sits over the phone (x 780-1160 of 1280).
    const mark = (await player.locator("[data-part=cover] [data-part=play-mark] > span").boundingBox())!;
    expect(Math.abs(mark.x + mark.width / 2 - (box.x + (box.width * 970) / 1280))).toBeLessThanOrEqual(2);
    expect(await media(video, (v) => v.currentSrc)).toMatch(/\/video\/demo\.webm$/);
  });

  test("ignores a position cookie past the end; clicking 75% of the bar lands at half, the end screen restarts from zero", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: COOKIE, value: "999", url: baseURL }]);
    const { player, slider, stage, video } = await openDemo(page);
    await expect(player).toHaveAttribute("data-position-restore", "ignored");
    expect(await media(video, (v) => v.currentTime)).toBe(0);

    const duration = await media(video, (v) => v.duration);
    await slider.scrollIntoViewIfNeeded();
    const box = await slider.boundingBox();
    if (!box) throw new Error("slider has no box");
    await page.mouse.click(box.x + box.width * 0.75, box.y + box.height / 2);
    await expect.poll(() => media(video, (v) => v.currentTime)).toBeGreaterThan(duration * 0.49);
    expect(Math.abs((await media(video, (v) => v.currentTime)) - duration / 2)).toBeLessThanOrEqual(duration * 0.01);
    await expect.poll(() => barScale(player, "played")).toBeGreaterThan(0.74);
    expect(await barScale(player, "played")).toBeLessThan(0.76);
    // The data around the new position arrives and is drawn at least up to the playhead.
    await expect.poll(() => barScale(player, "buffered")).toBeGreaterThanOrEqual(0.75);
    expect(await slider.getAttribute("aria-valuenow")).toBe(String(Math.round(duration / 2)));

    await stage.click();
    await expect(player).toHaveAttribute("data-status", "playing");
    await video.evaluate((v: HTMLVideoElement) => {
      v.currentTime = v.duration - 0.6;
    });
    await expectStatus(page, player, "ended");
    const endScreen = player.locator("[data-part=end-screen]");
    await expect(endScreen).toBeVisible();
    await expect(endScreen).toContainText("Clique para assistir novamente");
    await expect(endScreen.locator("img")).toHaveAttribute("src", END_IMAGE);
    // The position resets to zero at the end.
    await expect.poll(async () => (await positionCookie(context))?.value).toBe("0");
    await expect(slider).toHaveAttribute("aria-valuenow", "0");
    await endScreen.click();
    await expect(player).toHaveAttribute("data-status", "playing");
    await expect(endScreen).toHaveCount(0);
    expect(await media(video, (v) => v.currentTime)).toBeLessThan(5);
  });

  test("keyboard: slider keys seek, Space and K toggle playback; the position is kept in a cookie and restored after a reload", async ({
    page,
    context,
  }) => {
    const { player, slider, video } = await openDemo(page);
    const duration = await media(video, (v) => v.duration);
    const time = () => media(video, (v) => v.currentTime);

    // Reach the slider with Tab, from the play button.
    await player.getByRole("button", { name: "Reproduzir" }).focus();
    await page.keyboard.press("Tab");
    await expect(slider).toBeFocused();
    expect(await slider.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
    await page.keyboard.press("ArrowRight");
    await expect.poll(time).toBe(5);
    await expect(slider).toHaveAttribute("aria-valuetext", `5 segundos de ${Math.round(duration)} segundos`);
    await page.keyboard.press("PageUp");
    await expect.poll(time).toBe(20);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(time).toBe(15);
    await page.keyboard.press("PageDown");
    await expect.poll(time).toBe(0);
    await page.keyboard.press("End");
    await expect.poll(time).toBeCloseTo(duration, 1);
    await page.keyboard.press("Home");
    await expect.poll(time).toBe(0);

    await page.keyboard.press(" ");
    await expect(player).toHaveAttribute("data-status", "playing");
    await page.keyboard.press("k");
    await expect(player).toHaveAttribute("data-status", "paused");
    await page.keyboard.press("K");
    await expect(player).toHaveAttribute("data-status", "playing");
    // Space on the play button works as a button press, once.
    await player.getByRole("button", { name: "Pausar" }).focus();
    await page.keyboard.press(" ");
    await expect(player).toHaveAttribute("data-status", "paused");
    await expect(player.getByRole("button", { name: "Reproduzir" })).toBeFocused();

    await slider.focus();
    await page.keyboard.press("Home");
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight"); // 20 s
    await expect.poll(time).toBe(20);
    await expect.poll(async () => (await positionCookie(context))?.value).toBe("20");
    const cookie = await positionCookie(context);
    expect(cookie).toMatchObject({ path: "/", sameSite: "Lax" });
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    await page.reload();
    await waitForHydration(page);
    await expect(player).toHaveAttribute("data-position-restore", "applied");
    await expect.poll(time).toBe(20);
    await expect(slider).toHaveAttribute("aria-valuenow", "20");
    // The cover stays until the visitor presses play; playback then continues from 20 s.
    await expect(player).toHaveAttribute("data-status", "cover");
    await player.locator("[data-part=cover]").click();
    await expect.poll(time).toBeGreaterThan(20);
  });
});

test.describe("without a playable source", () => {
  // The aborted requests are logged by the browser as errors on purpose.
  test.use({ allowConsoleErrors: true });

  test("says the browser cannot play the video once the visitor reaches for it", async ({ page }) => {
    await page.route("**/video/demo.*", (route) => route.abort());
    await page.goto(demoVideoPath);
    await waitForHydration(page);
    // The player wakes on first use (client:intent, docs/decisions/665): a pointer over it.
    await parts(page).stage.hover();
    await expect(page.getByText("Seu navegador não suporta reprodução de vídeo.").last()).toBeVisible();
  });
});
