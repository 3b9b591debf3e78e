import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import words from "virtual:reading-words";
import { pieces, relatedPieces } from "~/content/articles/catalogue";
import { countWords, readingTimeLabel } from "~/lib/reading-time";
import Gestao from "~/routes/gestao-clinicas-modernas";
import { site } from "~/site";
import { bodyText } from "../../../scripts/vite/body-text";

const path = "/gestao_clinicas_modernas";

function renderPage() {
  const Stub = createRoutesStub([{ path, Component: Gestao }]);
  return render(<Stub initialEntries={[path]} />);
}

describe("ArticlePage", () => {
  it("has a build-time word count for every piece of the catalogue", () => {
    for (const piece of pieces) expect(words[piece.path], piece.path).toBeGreaterThan(500);
  });

  it("shows the reading time of the body it renders, and its author", () => {
    const { container } = renderPage();
    expect(words[path]).toBe(countWords(bodyText(container.innerHTML)));
    const header = container.querySelector("header")!;
    expect(within(header as HTMLElement).getByText(readingTimeLabel(words[path]!))).toBeInTheDocument();
    expect(within(header as HTMLElement).getByText(`Por Equipe de Conteúdo ${site.productName}`)).toBeInTheDocument();
  });

  it("ends with share links to the canonical address and the related pieces (loaded after the text)", async () => {
    renderPage();
    const share = await screen.findByRole("region", { name: "Compartilhe" });
    const canonical = `${site.siteUrl}${path}`;
    expect(within(share).getByRole("link", { name: /Compartilhar no WhatsApp/ })).toHaveAttribute(
      "href",
      `https://wa.me/?text=${encodeURIComponent(`Gestão de clínicas modernas ${canonical}`)}`,
    );
    expect(within(share).getByRole("link", { name: /Compartilhar no LinkedIn/ }).getAttribute("href")).toContain(encodeURIComponent(canonical));
    expect(within(share).getByRole("link", { name: "Enviar por E-mail" }).getAttribute("href")).toMatch(/^mailto:\?subject=/);
    expect(within(share).getByRole("button", { name: "Copiar link" })).toBeInTheDocument();

    const related = screen.getByRole("region", { name: "Leia também" });
    const links = within(related).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual(relatedPieces(path).map((p) => p.path));
  });
});
