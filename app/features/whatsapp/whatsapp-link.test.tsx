import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { WhatsappLink } from "./whatsapp-link";

afterEach(() => {
  delete window.dataLayer;
});

describe("WhatsappLink", () => {
  it("renders nothing without a number", () => {
    const { container } = render(
      <MemoryRouter initialEntries={["/contato"]}>
        <WhatsappLink placement="contact" number={undefined} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("opens wa.me in a new tab with the page named and tells the tag manager on click", async () => {
    render(
      <MemoryRouter initialEntries={["/planos-precos"]}>
        <WhatsappLink placement="footer" number="5531999999999" />
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: "Falar no WhatsApp (abre em nova aba)" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    const url = new URL(link.getAttribute("href")!);
    expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/5531999999999");
    expect(url.searchParams.get("text")).toBe("Olá! Vim pela página “Planos e preços” do site da Atendra e gostaria de saber mais.");

    link.addEventListener("click", (e) => e.preventDefault());
    await userEvent.click(link);
    expect(window.dataLayer).toEqual([{ event: "whatsapp_click", page: "/planos-precos", placement: "footer" }]);
  });
});
