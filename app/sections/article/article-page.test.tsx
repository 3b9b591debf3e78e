import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Piece } from "~/content/articles/pieces";
import { readingTimeLabel } from "~/lib/reading-time";
import { site } from "~/site";
import { ArticlePage } from "./article-page";

const piece = (path: string, title: string, words: number): Piece => ({
  id: path.slice(1),
  path,
  title,
  description: `Resumo de ${title}, com pelo menos cinquenta caracteres de texto.`,
  kind: "Artigo",
  category: "gestao",
  author: `Equipe de Conteúdo ${site.productName}`,
  datePublished: "2025-04-28",
  dateModified: "2025-08-11",
  words,
});
const self = piece("/gestao_clinicas_modernas", "Gestão de clínicas modernas", 1974);
const related = [piece("/conteudo/a", "Guia A", 300), piece("/conteudo/b", "Guia B", 1201)];

function renderPage() {
  return render(
    <ArticlePage
      piece={self}
      related={related}
      crumbs={[
        { name: "Início", url: "/" },
        { name: "Gestão", url: self.path },
      ]}
      title={self.title}
      lead="Lead do artigo."
    >
      <p>Corpo do artigo.</p>
    </ArticlePage>,
  );
}

describe("ArticlePage", () => {
  it("shows the author, both dates and the reading time of the piece's body", () => {
    const { container } = renderPage();
    const header = within(container.querySelector("header")!);
    expect(header.getByText(readingTimeLabel(1974))).toBeInTheDocument();
    expect(header.getByText("10 min de leitura")).toBeInTheDocument();
    expect(header.getByText(`Por Equipe de Conteúdo ${site.productName}`)).toBeInTheDocument();
    expect(header.getByText("28 de abril de 2025")).toHaveAttribute("datetime", "2025-04-28");
    expect(header.getByText("11 de agosto de 2025")).toBeInTheDocument();
    // The body the reading time counts is the text alone: the share links and related pieces come after it.
    expect(container.querySelector("[data-article-body]")?.textContent).toBe("Corpo do artigo.");
  });

  it("ends with share links to the canonical address and the related pieces, with their reading time", () => {
    renderPage();
    const share = screen.getByRole("region", { name: "Compartilhe" });
    const canonical = `${site.siteUrl}${self.path}`;
    expect(within(share).getByRole("link", { name: /Compartilhar no WhatsApp/ })).toHaveAttribute(
      "href",
      `https://wa.me/?text=${encodeURIComponent(`Gestão de clínicas modernas ${canonical}`)}`,
    );
    expect(
      within(share)
        .getByRole("link", { name: /Compartilhar no LinkedIn/ })
        .getAttribute("href"),
    ).toContain(encodeURIComponent(canonical));
    expect(within(share).getByRole("link", { name: "Enviar por E-mail" }).getAttribute("href")).toMatch(/^mailto:\?subject=/);
    expect(within(share).getByRole("button", { name: "Copiar link" }).closest("[data-copy-button]")).toHaveAttribute(
      "data-copy-text",
      canonical,
    );

    const list = screen.getByRole("region", { name: "Leia também" });
    expect(
      within(list)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/conteudo/a", "/conteudo/b"]);
    expect(within(list).getByText("Artigo · 2 min de leitura")).toBeInTheDocument();
    expect(within(list).getByText("Artigo · 7 min de leitura")).toBeInTheDocument();
  });
});
