// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { bootSnippet } from "./boot-snippet";
import { DEFERRED_BOOT_ATTRIBUTE, DEFERRED_BOOT_TYPE } from "./deferred-boot.js";

const MODULE_TEXT = 'import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");';

function addInertModule() {
  const s = document.createElement("script");
  s.type = DEFERRED_BOOT_TYPE;
  s.setAttribute(DEFERRED_BOOT_ATTRIBUTE, "");
  s.setAttribute("data-preload", "/assets/manifest-1.js /assets/entry.client-2.js /assets/react-3.js");
  s.setAttribute("data-stages", "/assets/manifest-1.js /assets/react-3.js");
  s.textContent = MODULE_TEXT;
  document.body.appendChild(s);
}

function setReadyState(value: DocumentReadyState) {
  Object.defineProperty(document, "readyState", { value, configurable: true });
}

const run = () => new Function(bootSnippet())();
const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute("href"));
const started = () => [...document.head.querySelectorAll('script[type="module"]')];

afterEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  setReadyState("complete");
});

describe("bootSnippet", () => {
  // One snippet instance per test would leave its listeners on the shared window, so the
  // loading and loaded phases are one test.
  it("starts nothing while loading; after load and a frame, preloads every chunk and runs the module text once", async () => {
    setReadyState("loading");
    addInertModule();
    run();
    await new Promise((r) => setTimeout(r, 50));
    expect(preloads()).toEqual([]);
    expect(started()).toHaveLength(0);

    window.dispatchEvent(new Event("load"));
    await expect.poll(() => started().length, { timeout: 2000 }).toBe(1);
    expect(preloads()).toEqual(["/assets/manifest-1.js", "/assets/entry.client-2.js", "/assets/react-3.js"]);
    expect(started()[0]?.textContent).toBe(MODULE_TEXT);
  });

  it("starts at once on the visitor's first key press or touch, and only once", async () => {
    setReadyState("loading");
    addInertModule();
    run();
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    window.dispatchEvent(new Event("pointerdown"));
    await expect.poll(() => started().length, { timeout: 2000 }).toBe(1);
    window.dispatchEvent(new Event("load"));
    await new Promise((r) => setTimeout(r, 50));
    expect(started()).toHaveLength(1);
    expect(preloads()).toHaveLength(3);
  });

  it("gives each preload link the integrity the import map lists for its chunk", async () => {
    const map = document.createElement("script");
    map.type = "importmap";
    map.textContent = JSON.stringify({ integrity: { "/assets/manifest-1.js": "sha384-m", "/assets/react-3.js": "sha384-r" } });
    document.body.appendChild(map);
    addInertModule();
    run();
    await expect.poll(() => started().length, { timeout: 2000 }).toBe(1);
    const integrity = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute("integrity"));
    expect(integrity).toEqual(["sha384-m", null, "sha384-r"]);
  });

  it("does nothing on a page that was not transformed (npm run dev)", async () => {
    run();
    await new Promise((r) => setTimeout(r, 50));
    expect(preloads()).toEqual([]);
    expect(started()).toHaveLength(0);
  });
});

describe("bootSnippet, key press during parsing", () => {
  it("waits for the module script when the visitor acts before it is parsed", async () => {
    setReadyState("loading");
    run();
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    await new Promise((r) => setTimeout(r, 20));
    expect(started()).toHaveLength(0);
    addInertModule();
    document.dispatchEvent(new Event("DOMContentLoaded"));
    await expect.poll(() => started().length, { timeout: 2000 }).toBe(1);
  });
});
