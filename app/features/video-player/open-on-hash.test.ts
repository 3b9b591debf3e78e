// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it } from "vitest";
import { openDetailsOnHash } from "./open-on-hash";
import { VideoTranscript } from "./video-transcript";

const scenes = [{ id: "a", title: "Cena", description: "O que se vê." }];
const transcript = () => document.getElementById("descricao-do-video") as HTMLDetailsElement;

beforeEach(() => {
  history.replaceState(null, "", "/atendra-video-demo");
  document.body.innerHTML = `${renderToStaticMarkup(createElement(VideoTranscript, { scenes, id: "descricao-do-video" }))}<details id="outro"></details>`;
});

describe("openDetailsOnHash", () => {
  it("leaves the description closed without its hash", () => {
    openDetailsOnHash(document);
    expect(transcript().open).toBe(false);
  });

  it("opens the description a link points to", () => {
    history.replaceState(null, "", "/atendra-video-demo#descricao-do-video");
    openDetailsOnHash(document);
    expect(transcript().open).toBe(true);
    expect(transcript().textContent).toContain("Cena. O que se vê.");
  });

  it("follows a later hash change, and only for details that ask for it", () => {
    openDetailsOnHash(document);
    location.hash = "#outro";
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect((document.getElementById("outro") as HTMLDetailsElement).open).toBe(false);
    location.hash = "#descricao-do-video";
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(transcript().open).toBe(true);
  });
});
