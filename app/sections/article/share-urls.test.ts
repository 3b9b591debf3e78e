import { describe, expect, it } from "vitest";
import { site } from "~/site";
import { shareLinks } from "./share-urls";

describe("shareLinks", () => {
  const links = shareLinks({
    path: "/gestao_clinicas_modernas",
    title: "Gestão & clínicas: guia",
    description: "Pilares, automação e indicadores.",
  });
  const canonical = `${site.siteUrl}/gestao_clinicas_modernas`;

  it("uses the canonical address of the site's origin", () => {
    expect(links.canonical).toBe(canonical);
  });

  it("builds the WhatsApp link with title and address in one encoded text", () => {
    const url = new URL(links.whatsapp);
    expect(url.origin + url.pathname).toBe("https://wa.me/");
    expect(url.searchParams.get("text")).toBe(`Gestão & clínicas: guia ${canonical}`);
  });

  it("builds the LinkedIn link with the address alone", () => {
    const url = new URL(links.linkedin);
    expect(url.origin + url.pathname).toBe("https://www.linkedin.com/sharing/share-offsite/");
    expect(url.searchParams.get("url")).toBe(canonical);
  });

  it("builds an e-mail with subject and body encoded with %20, never +", () => {
    expect(links.email.startsWith("mailto:?subject=Gest%C3%A3o%20%26%20cl%C3%ADnicas%3A%20guia&body=")).toBe(true);
    expect(links.email).not.toContain("+");
    const body = decodeURIComponent(links.email.split("&body=")[1] ?? "");
    expect(body).toBe(`Pilares, automação e indicadores.\n\n${canonical}`);
  });
});
