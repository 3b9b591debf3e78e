import { describe, expect, it } from "vitest";
import { legalSchema } from "~/content/frontmatter-schemas";
import { formatDateBR, formatDateLongBR } from "./frontmatter";

// The schema the build checks every legal text's frontmatter against (content.config.ts).
describe("frontmatter of a long text", () => {
  const ok = {
    title: "Termos de uso",
    description: "Termos de uso da plataforma: contas, pagamentos, cancelamento, reembolso e suporte.",
    datePublished: "2025-04-08",
    dateModified: "2025-04-08",
    version: "01",
    crumb: "Termos de Uso",
    lead: "As regras de contratação e de uso da plataforma.",
  };
  const failedFields = (value: unknown) => legalSchema.safeParse(value).error?.issues.map((i) => i.path.join(".")) ?? [];

  it("accepts complete frontmatter", () => {
    expect(legalSchema.parse(ok)).toEqual(ok);
  });

  it("names the missing field", () => {
    const { description: _omit, ...missing } = ok;
    expect(failedFields(missing)).toEqual(["description"]);
    const { lead: _lead, ...noLead } = ok;
    expect(failedFields(noLead)).toEqual(["lead"]);
  });

  it("rejects a date in another format and a description over 160 characters", () => {
    expect(failedFields({ ...ok, dateModified: "08/04/2025" })).toEqual(["dateModified"]);
    expect(failedFields({ ...ok, description: "x".repeat(161) })).toEqual(["description"]);
  });
});

describe("date formats", () => {
  it("formats dates the Brazilian way", () => {
    expect(formatDateBR("2025-04-08")).toBe("08/04/2025");
    expect(formatDateLongBR("2025-08-24")).toBe("24 de agosto de 2025");
  });
});
