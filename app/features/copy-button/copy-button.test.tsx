import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CopyButton } from "./copy-button";

describe("CopyButton", () => {
  it("copies the text, changes its label and announces it", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    render(<CopyButton text="Modelo de prompt" env={{ writeText }} />);
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("");

    await userEvent.click(screen.getByRole("button", { name: "Copiar modelo" }));

    expect(writeText).toHaveBeenCalledWith("Modelo de prompt");
    expect(await screen.findByRole("button", { name: "Copiado!" })).toBeInTheDocument();
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(status).toHaveTextContent("Modelo copiado para a área de transferência.");
  });

  it("selects the text and explains how to copy by hand when copying fails", async () => {
    render(
      <>
        <pre id="modelo">Texto do modelo</pre>
        <CopyButton text="Texto do modelo" targetId="modelo" env={{ legacyCopy: () => false }} />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Copiar modelo" }));

    expect(await screen.findByRole("status")).toHaveTextContent(/Não foi possível copiar automaticamente/);
    expect(screen.getByRole("button", { name: "Copiar modelo" })).toBeInTheDocument();
    expect(window.getSelection()?.toString()).toBe("Texto do modelo");
  });
});
