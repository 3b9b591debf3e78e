import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { endSentence } from "./sentence";

describe("a sentence that ends on the company's name", () => {
  it("gets one full stop whether or not the name brings its own", () => {
    expect(endSentence("Serra Clara Tecnologia em Saúde Ltda.")).toBe("Serra Clara Tecnologia em Saúde Ltda.");
    expect(endSentence("Serra Clara Tecnologia em Saúde S/A")).toBe("Serra Clara Tecnologia em Saúde S/A.");
  });

  it("is how the Terms end the intellectual-property sentence that names the company", () => {
    const terms = readFileSync(path.resolve(__dirname, "legal/termos-de-uso.mdx"), "utf8");
    expect(terms).toContain("continuam sendo da {endSentence(site.company.name)} As informações");
  });
});
