import { describe, expect, it } from "vitest";
import { carryQuery } from "~/lib/query-params";
import { contactHref } from "./contact-href";

describe("contactHref", () => {
  it.each(["", "?utm_source=google&utm_medium=cpc", "?source=outra&gclid=abc", "?utm_source=a&utm_source=b&source=x&source=y"])(
    "builds what the site's links build for %j",
    (search) => {
      expect(contactHref("simulacao-lembrete", search)).toBe(carryQuery("/contato", search, { source: "simulacao-lembrete" }));
    },
  );

  it("puts the conversation's source last, in place of the visitor's", () => {
    expect(contactHref("simulacao-agendamento", "?source=outra&utm_source=google")).toBe(
      "/contato?utm_source=google&source=simulacao-agendamento",
    );
  });
});
