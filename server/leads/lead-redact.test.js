// @ts-check
import { describe, expect, it } from "vitest";
import { addressPattern, mask, mentions, redact, scrubOwnData } from "./lead-redact.mjs";

describe("an address in stored text", () => {
  const ana = addressPattern("  Ana@X.com ");

  it("is found whole, in any case, and never inside a longer address", () => {
    for (const text of ["ana@x.com", "<ANA@X.COM>", "quoted: Ana@x.Com.", '{"email":"ana@x.com"}', "ana@x.com, bia@x.com"])
      expect(mentions(text, ana), text).toBe(true);
    for (const text of ["joana@x.com", "ana@x.com.br", "ana@x.company", "ana@x.com-br.net", "maria.ana@x.com", "a+ana@x.com"])
      expect(mentions(text, ana), text).toBe(false);
  });

  it("is replaced where it stands, or masked with as many bytes", () => {
    expect(redact("ana@x.com and joana@x.com and ANA@x.com.br and Ana@X.com.", ana, "[removed]")).toBe(
      "[removed] and joana@x.com and ANA@x.com.br and [removed].",
    );
    const masked = redact('{"email":"ana@x.com"}', ana, mask);
    expect(masked).toBe('{"email":"*********"}');
  });

  it("is compared by its own letters: ß is not ss", () => {
    const pattern = addressPattern(" Straße@Clinica.de ");
    expect(redact("straße@clinica.de, STRAßE@CLINICA.DE, strasse@clinica.de", pattern, "[x]")).toBe("[x], [x], strasse@clinica.de");
  });

  it("a host's answer loses every copy of the phone, with or without its calling code, and a name of three letters", () => {
    const lead = { email: "ana@x.com", phone: "+55 11987654321", name: "Ana" };
    expect(scrubOwnData("Ana: +55 (11) 98765-4321 is taken; 11 98765 4321 and 11987654321 too; Anabela", lead)).toBe(
      "[name]: +[phone] is taken; [phone] and [phone] too; Anabela",
    );
    // Two letters are too common a word to remove from a host's reason.
    expect(scrubOwnData("Jo e Joana", { ...lead, name: "Jo" })).toBe("Jo e Joana");
  });

  it("a host's answer loses the lead's own e-mail, phone and name", () => {
    const lead = { email: "Ana@x.com", phone: "+55 11987654321", name: "Ana Lúcia" };
    expect(scrubOwnData("ana@x.com (ana lúcia, 11 98765-4321) exists; joana@x.com too; Anabela", lead)).toBe(
      "[e-mail] ([name], [phone]) exists; joana@x.com too; Anabela",
    );
  });

  it("handles hyphens and other pattern characters in the address and the name", () => {
    const lead = { email: "ana-lu+1@clinica-sul.com.br", phone: "+55 11987654321", name: "Ana-Lúcia (Lu)" };
    expect(scrubOwnData("ana-lu+1@clinica-sul.com.br: Ana-Lúcia (Lu) exists; xana-lu+1@clinica-sul.com.br", lead)).toBe(
      "[e-mail]: [name] exists; xana-lu+1@clinica-sul.com.br",
    );
  });

  it("reads the lead's fields as typed: surrounding spaces, several spaces between words, short numbers left alone", () => {
    const none = { email: "", phone: "", name: "" };
    expect(scrubOwnData("ok, nothing to hide", { ...none, email: "   " })).toBe("ok, nothing to hide");
    expect(scrubOwnData("ligue 11999990000 agora", { ...none, phone: " +55 11999990000 " })).toBe("ligue [phone] agora");
    // Six digits are a phone's; five are an order number's.
    expect(scrubOwnData("call 123456", { ...none, phone: "+1 23456" })).toBe("call [phone]");
    expect(scrubOwnData("order 1123 and 123", { ...none, phone: "+1 123" })).toBe("order 1123 and 123");
    expect(scrubOwnData("Ana Lucia disse", { ...none, name: "  Ana Lucia  " })).toBe("[name] disse");
    expect(scrubOwnData("Ana Lucia disse", { ...none, name: "Ana  Lucia" })).toBe("[name] disse");
  });
});
