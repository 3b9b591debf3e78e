import { expect } from "vitest";
import { contactHeading, contactVariantFor } from "../../app/content/contact-variants";
import { simulatorCopy as copy } from "../../app/content/simulator";
import { simulatorScenarios } from "../../app/content/simulator-scenarios";
import { POSITION_COOKIE } from "../../app/features/video-player/position-cookie";
import { demoVideoPath, site } from "../../app/site";
import { waitFor, waitForValue, type Engine } from "./engine";
import { clickOn, find, openWithConsent, present, textOf, waitForHydration } from "./in-page";

/** The demo video player and the patient-conversation simulator, for one engine at one width. */

const player = `[role=group][aria-label="Vídeo de demonstração da ${site.productName}"]`;
const video = `${player} video`;

function media(engine: Engine, property: "currentTime" | "duration" | "paused" | "currentSrc") {
  return engine.evaluate(
    ({ css, name }) => (document.querySelector(css) as unknown as Record<string, string | number | boolean> | null)?.[name] ?? null,
    { css: video, name: property },
  );
}
const status = (engine: Engine) => engine.evaluate((css) => document.querySelector(css)?.getAttribute("data-status") ?? null, player);
const positionCookie = (engine: Engine) =>
  engine.evaluate((name) => document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`))?.[1] ?? null, POSITION_COOKIE);

/** Play, pause, a seek on the bar, the position cookie and its restore, the end screen. Returns the source picked. */
export async function videoPlayer(engine: Engine): Promise<string> {
  await openWithConsent(engine, demoVideoPath);
  const duration = Number(
    await waitFor("the video's duration", async () => ((await media(engine, "duration")) as number) > 0 && media(engine, "duration")),
  );
  const source = String(await media(engine, "currentSrc"));
  expect(await status(engine)).toBe("cover");

  await engine.click(`${player} [data-part=cover]`);
  await waitForValue("status after a click on the cover", () => status(engine), "playing");
  await waitFor("playback to advance", async () => ((await media(engine, "currentTime")) as number) > 0.3);
  await engine.click(`${player} [data-part=stage]`);
  await waitForValue("status after a click on the video", () => status(engine), "paused");
  expect(await media(engine, "paused")).toBe(true);

  // The bar is 75/25: a click at 75% of its width lands at half of the video.
  await engine.clickAt(`${player} [role=slider]`, 0.75, 0.5);
  await waitFor("the seek", async () => ((await media(engine, "currentTime")) as number) > duration * 0.49);
  const time = (await media(engine, "currentTime")) as number;
  expect(Math.abs(time - duration / 2)).toBeLessThanOrEqual(duration * 0.01);
  // The cookie may still hold a position written during playback: wait for the one of the seek.
  const remembered = await waitFor("the position cookie of the seek", async () => {
    const value = await positionCookie(engine);
    return Math.abs(Number(value) - time) < 1 && value;
  });

  // Back later: the position comes from the cookie, the cover waits for a press.
  await engine.goto(demoVideoPath);
  await waitForHydration(engine);
  await waitForValue(
    "position restore",
    () => engine.evaluate((css) => document.querySelector(css)?.getAttribute("data-position-restore") ?? null, player),
    "applied",
  );
  await waitForValue("restored time", () => media(engine, "currentTime"), Number(remembered));
  expect(await status(engine)).toBe("cover");

  await engine.click(`${player} [data-part=cover]`);
  await waitForValue("status after play", () => status(engine), "playing");
  await engine.evaluate((css) => {
    const v = document.querySelector(css) as HTMLVideoElement;
    v.currentTime = v.duration - 0.6;
  }, video);
  const state = () =>
    engine.evaluate((css) => {
      const v = document.querySelector(css) as HTMLVideoElement;
      return `${v.currentTime}/${v.duration} paused=${v.paused} ended=${v.ended} readyState=${v.readyState} networkState=${v.networkState}`;
    }, video);
  await waitForValue("status at the end", () => status(engine), "ended", 60).catch(async (error: unknown) => {
    throw new Error(`${String(error)}; video: ${await state()}`);
  });
  expect(await present(engine, { css: `${player} [data-part=end-screen]` })).toBe(true);
  await waitForValue("the position cookie at the end", () => positionCookie(engine), "0");
  return source;
}

/** "Converse como paciente" on the home page: the booking conversation to its closing call, then /contato. */
export async function simulator(engine: Engine) {
  const booking = simulatorScenarios.find((s) => s.id === "agendamento")!;
  const section = `#${copy.id}`;
  await openWithConsent(engine, "/");
  await engine.evaluate((css) => document.querySelector(css)?.scrollIntoView(), section);
  // The island wakes as it nears the viewport; Astro removes its `ssr` attribute once it has hydrated.
  await waitFor("the simulator to hydrate", () =>
    engine.evaluate((css) => document.querySelector(`astro-island:has(${css})`)?.hasAttribute("ssr") === false, section),
  );
  const picker = await find(engine, { css: "[role=group]", name: copy.pickerLabel, within: section });
  // It opens on another conversation than the booking (the hero's moment): the booking's own button opens it.
  await clickOn(engine, { css: "button", within: picker, nth: simulatorScenarios.indexOf(booking) });
  const replies = { css: "[role=group]", name: copy.repliesLabel, within: section };
  const messages = () => engine.evaluate((css) => document.querySelectorAll(`${css} [role=log] li`).length, section);
  // It opens on its first exchange; then the second reply (Thursday at 4 pm), then the confirmation.
  for (const choice of [1, 0]) {
    const group = await find(engine, replies);
    // The tray fills as its replies arrive and the chat above it scrolls: a click aimed while the buttons
    // still move can land beside them, so it is aimed once two reads of their place agree.
    let place = "";
    await waitFor("the replies to stand still", async () => {
      const now = await engine.evaluate((css) => JSON.stringify(document.querySelector(css)?.getBoundingClientRect()), group);
      const still = now === place;
      place = now;
      return still;
    });
    const before = await messages();
    await clickOn(engine, { css: "button", within: group, nth: choice });
    // The assistant types, then answers: wait for its messages and for the dots to go.
    await waitFor(
      `the answer (messages before the tap: ${before})`,
      async () => (await messages()) > before + 1 && !(await present(engine, { css: `${section} [data-testid=simulator-typing]` })),
    ).catch(async (error: unknown) => {
      throw new Error(`${String(error)}; now ${await messages()} messages, replies shown: ${await present(engine, replies)}`);
    });
  }
  const log = await textOf(engine, `${section} [role=log]`);
  expect(log).toContain("Consulta marcada para quinta-feira, às 16h");
  const end = await find(engine, { css: "[role=group]", name: copy.endNote, within: section });
  await clickOn(engine, { css: "a", name: copy.contactCta, within: end });
  await waitFor("/contato", async () => new URL(await engine.url()).pathname === "/contato");
  expect(new URL(await engine.url()).searchParams.get("source")).toBe(booking.source);
  await waitForHydration(engine);
  await waitForValue("the /contato heading", () => textOf(engine, "h1"), contactHeading(contactVariantFor(booking.source).heading));
}
