import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { startWhatsappClicks } from "./whatsapp-click";
import { WhatsappLink } from "./whatsapp-link";

beforeAll(() => startWhatsappClicks(document));

afterEach(() => {
  delete window.dataLayer;
});

describe("WhatsappLink", () => {
  it("renders nothing without a number", () => {
    const { container } = render(<WhatsappLink placement="contact" pathname="/contato" number={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("opens wa.me in a new tab with the page named and tells the tag manager on click", async () => {
    render(<WhatsappLink placement="footer" pathname="/planos-precos" number="5531999999999" />);
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

  it("a click on the icon counts too, and other links are not reported", async () => {
    render(
      <>
        <WhatsappLink placement="contact" pathname="/contato" number="5531999999999" />
        <a href="#x">outro</a>
      </>,
    );
    const link = screen.getByTestId("whatsapp-contact");
    link.addEventListener("click", (e) => e.preventDefault());
    await userEvent.click(link.querySelector("svg")!);
    await userEvent.click(screen.getByText("outro"));
    expect(window.dataLayer).toEqual([{ event: "whatsapp_click", page: "/contato", placement: "contact" }]);
  });
});
