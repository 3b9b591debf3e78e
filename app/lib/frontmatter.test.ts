import { describe, expect, it } from "vitest";
import { formatDateBR, formatDateLongBR, parseFrontmatter } from "./frontmatter";

describe("parseFrontmatter", () => {
  const ok = {
    title: "Termos de uso",
    description: "Termos de uso da plataforma: contas, pagamentos, cancelamento, reembolso e suporte.",
    datePublished: "2025-04-08",
    dateModified: "2025-04-08",
    version: "01",
  };

  it("accepts complete frontmatter", () => {
    expect(parseFrontmatter(ok, "x.mdx")).toEqual(ok);
  });

  it("names the file and the missing field", () => {
    const { description: _omit, ...missing } = ok;
    expect(() => parseFrontmatter(missing, "termos.mdx")).toThrow(/termos\.mdx.*description/);
  });

  it("rejects a date in another format", () => {
    expect(() => parseFrontmatter({ ...ok, dateModified: "08/04/2025" }, "x.mdx")).toThrow(/dateModified/);
  });
});

describe("date formats", () => {
  it("formats dates the Brazilian way", () => {
    expect(formatDateBR("2025-04-08")).toBe("08/04/2025");
    expect(formatDateLongBR("2025-08-24")).toBe("24 de agosto de 2025");
  });
});
