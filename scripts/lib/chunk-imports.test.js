import { describe, expect, it } from "vitest";
import { staticImports } from "./chunk-imports.mjs";

describe("staticImports", () => {
  it("finds minified static imports and re-exports, not dynamic import()", () => {
    const code =
      'import{j as e}from"./react-D9.js";import"./side-effect-A1.js";export{x}from"./x-B2.js";' +
      'const l=()=>import("./lazy-C3.js");export*from"./all-D4.js";';
    expect(staticImports(code).sort()).toEqual(["./all-D4.js", "./react-D9.js", "./side-effect-A1.js", "./x-B2.js"]);
  });
});
