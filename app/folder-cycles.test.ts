// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The layer rule stops imports that go up; this stops folders that import each other in a circle (feature A ->
 * feature B -> feature A), which the rule's allowed pairs could let in. Content is in the graph as well, by folder
 * or by module (content/articles, content/home), with its MDX articles: their import lines are ES module code.
 */
const appDir = fileURLToPath(new URL(".", import.meta.url));
const layers = ["features", "sections", "content"] as const;
const importPattern = /(?:from\s+|import\s*\(\s*|import\s+)["']~\/(features|sections|content)\/([^/"'.]+)/g;

type Graph = Map<string, Set<string>>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js|jsx|mjs|astro|mdx)$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

function folderGraph(): Graph {
  const graph: Graph = new Map();
  for (const layer of layers) {
    for (const file of sourceFiles(join(appDir, layer))) {
      const from = relative(appDir, file)
        .split(/[\\/]/)
        .slice(0, 2)
        .join("/")
        .replace(/\.\w+$/, "");
      const edges = graph.get(from) ?? new Set<string>();
      for (const [, toLayer, toFolder] of readFileSync(file, "utf8").matchAll(importPattern)) {
        const to = `${toLayer}/${toFolder}`;
        if (to !== from) edges.add(to);
      }
      graph.set(from, edges);
    }
  }
  return graph;
}

/** The first circle found, as the list of folders walked (first = last), or none. */
function findCycle(graph: Graph): string[] | undefined {
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (node: string): string[] | undefined => {
    if (state.get(node) === "done") return undefined;
    if (state.get(node) === "open") return [...path.slice(path.indexOf(node)), node];
    state.set(node, "open");
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(node, "done");
    return undefined;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return undefined;
}

describe("folder cycles", () => {
  it("finds a circle of three folders", () => {
    const graph: Graph = new Map([
      ["features/a", new Set(["features/b"])],
      ["features/b", new Set(["features/c"])],
      ["features/c", new Set(["features/a"])],
    ]);
    expect(findCycle(graph)).toEqual(["features/a", "features/b", "features/c", "features/a"]);
  });

  it("finds none in a graph that only goes down", () => {
    const graph: Graph = new Map([
      ["sections/home", new Set(["features/faq", "features/plans"])],
      ["features/no-shows", new Set(["features/plans"])],
    ]);
    expect(findCycle(graph)).toBeUndefined();
  });

  it("reads the real folders, and none of them imports itself back through another", () => {
    const graph = folderGraph();
    expect(graph.get("sections/article")).toContain("features/copy-button");
    // Only an MDX file of content/articles imports the guide's copy: the articles are read.
    expect(graph.get("content/articles")).toContain("content/llm-guide");
    expect(findCycle(graph)).toBeUndefined();
  });
});
