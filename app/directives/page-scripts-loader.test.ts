// @vitest-environment jsdom
import type { ClientDirective } from "astro";
import { beforeEach, describe, expect, it, vi } from "vitest";

// The start rule runs its work at once here; its own timing is tested in the browser suite.
vi.mock("./after-paint", () => ({ afterPaint: (run: () => void) => run() }));

let warn = vi.spyOn(console, "warn");
beforeEach(() => void (warn = vi.spyOn(console, "warn").mockImplementation(() => undefined)));

describe("the page scripts loader when a page script fails to load", () => {
  it("warns once, naming the script, and throws nothing", async () => {
    document.body.innerHTML = `<script type="module" data-page-scripts="/assets/gone-after-a-deploy.js"></script>`;
    await import("./page-scripts-loader");
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(String(warn.mock.calls[0]?.[0])).toContain("/assets/gone-after-a-deploy.js");
  });
});

describe("client:afterpaint when an island's chunk fails to load", () => {
  it("warns once and leaves the island unhydrated", async () => {
    const { default: directive } = (await import("./client-afterpaint")) as { default: ClientDirective };
    const hydrate = vi.fn();
    const load = () => Promise.reject<typeof hydrate>(new TypeError("error loading dynamically imported module"));
    void directive(load as Parameters<ClientDirective>[0], { name: "LeadForm", value: "" }, document.createElement("astro-island"));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(hydrate).not.toHaveBeenCalled();
  });
});
