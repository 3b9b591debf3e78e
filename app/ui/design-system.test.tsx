import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Badge } from "./badge";
import { buttonClass, type ButtonVariant } from "./button-styles";
import { ClosingBand } from "./closing-band";
import { StatTile } from "./stat-tile";

const variants: ButtonVariant[] = ["primary", "secondary", "quiet", "ghost", "light", "on-dark"];

describe("the design system's components (docs/decisions/501)", () => {
  it("gives every button variant one height per size and a label on one line (wrapping on a phone only when too long)", () => {
    for (const variant of variants) {
      expect(buttonClass(variant, "md").split(" ")).toEqual(expect.arrayContaining(["min-h-11", "sm:h-11", "whitespace-nowrap"]));
      expect(buttonClass(variant, "lg").split(" ")).toEqual(expect.arrayContaining(["min-h-12", "sm:h-12", "whitespace-nowrap"]));
    }
    expect(buttonClass("primary")).toContain("bg-accent-700");
    // One width rule on phones, in the component: filled and outlined buttons full width under 640 px.
    for (const variant of ["primary", "secondary", "light", "on-dark"] as const)
      expect(buttonClass(variant).split(" ")).toContain("max-sm:w-full");
    for (const variant of ["quiet", "ghost"] as const) expect(buttonClass(variant)).not.toContain("w-full");
    expect(buttonClass("secondary", "md", "w-12", { fit: true })).not.toContain("max-sm:w-full");
    expect(buttonClass("secondary")).toContain("border-2");
  });

  it("closes a page with one band: a rust primary call with its source, an optional outlined second one", () => {
    render(
      <ClosingBand
        id="fim"
        title="Título"
        primary={{ label: "Agendar demonstração", to: "/contato", source: "fim" }}
        secondary={{ label: "Planos", to: "/planos-precos" }}
      />,
    );
    const primary = screen.getByRole("link", { name: "Agendar demonstração" });
    expect(primary).toHaveAttribute("href", "/contato?source=fim");
    expect(primary.className).toContain("bg-accent-700");
    expect(screen.getByRole("link", { name: "Planos" }).className).toContain("border-white/80");
    expect(screen.getByRole("region", { name: "Título" })).toHaveClass("bg-brand-900");
  });

  it("draws a badge and a stat tile from their props, the tile's note under its figure", () => {
    render(
      <>
        <Badge tone="accent">Mais popular</Badge>
        <StatTile as="div" value="30 dias" label="de garantia" note="Registro de afirmações" />
      </>,
    );
    expect(screen.getByText("Mais popular").className).toContain("bg-accent-50");
    const value = screen.getByText("30 dias");
    expect(value.compareDocumentPosition(screen.getByText("Registro de afirmações")) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
