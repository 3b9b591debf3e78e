import { afterEach, describe, expect, it, vi } from "vitest";
import { bareDynamicImports, DEFAULT_HELPER_MARKER, preloadHelper } from "./bare-dynamic-imports";

type Check = (this: { error: (message: string) => never }, options: unknown, bundle: Record<string, unknown>) => void;

/** The plugin's end-of-build check over chunks with the given code. */
function checkChunks(...codes: string[]) {
  const { handler } = bareDynamicImports().generateBundle as unknown as { handler: Check };
  const bundle = Object.fromEntries(codes.map((code, i) => [`assets/${i}.js`, { type: "chunk", fileName: `assets/${i}.js`, code }]));
  const context = {
    error: (message: string): never => {
      throw new Error(message);
    },
  };
  return () => handler.call(context, {}, bundle);
}

afterEach(() => vi.unstubAllGlobals());

describe("bareDynamicImports", () => {
  it("asks for the imported chunk's chunks, then imports it", async () => {
    const appended: Array<{ rel: string; href: string }> = [];
    vi.stubGlobal("document", {
      createElement: () => ({}),
      head: { append: (link: { rel: string; href: string }) => appended.push(link) },
    });
    const { __vitePreload } = await import(`data:text/javascript,${encodeURIComponent(preloadHelper("/site/"))}`);
    await expect(__vitePreload(async () => "module", ["assets/a.js", "assets/b.js"])).resolves.toBe("module");
    await expect(__vitePreload(async () => "other", undefined)).resolves.toBe("other");
    expect(appended).toEqual([
      { rel: "modulepreload", href: "/site/assets/a.js" },
      { rel: "modulepreload", href: "/site/assets/b.js" },
    ]);
  });

  it("fails the build when a lazy import needs a stylesheet or Vite's own helper is still there", () => {
    const deps = (list: string) =>
      `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=[${list}])))=>i.map(i=>d[i]);\nimport("./x.js")`;
    expect(checkChunks('import("./a.js")', deps('"assets/x.js","assets/y.js"'))).not.toThrow();
    expect(checkChunks(deps('"assets/x.js","assets/x.css"'))).toThrow(/needs stylesheets \("assets\/x\.css"\)/);
    expect(checkChunks(`new Event("${DEFAULT_HELPER_MARKER}")`)).toThrow(/holds Vite's preload helper/);
  });
});
