import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CopyButton } from "./copy-button";
import { startCopyButtons } from "./copy-buttons";
import { COPIED_RESET_MS, type ClipboardEnv } from "./copy-text";

/** The page as the build writes it, then its script started (as the piece page's script does). */
function mount(markup: string, env: ClipboardEnv) {
  document.body.innerHTML = markup;
  startCopyButtons(document, env);
}

afterEach(() => {
  document.body.innerHTML = "";
  vi.useRealTimers();
});

describe("CopyButton (static markup + copy-buttons.ts)", () => {
  it("copies the text, changes its label and announces it, then goes back to its label", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    mount(renderToStaticMarkup(<CopyButton text="Modelo de prompt" />), { writeText });
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("");
    expect(status).toHaveAttribute("aria-live", "polite");

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole("button", { name: "Copiar modelo" }));

    expect(writeText).toHaveBeenCalledWith("Modelo de prompt");
    expect(await screen.findByRole("button", { name: "Copiado!" })).toBeInTheDocument();
    expect(status).toHaveTextContent("Modelo copiado para a área de transferência.");
    expect(status).toHaveClass("sr-only");
    expect(document.querySelector('[data-copy-icon="copied"]')).not.toHaveClass("hidden");
    expect(document.querySelector('[data-copy-icon="idle"]')).toHaveClass("hidden");

    vi.advanceTimersByTime(COPIED_RESET_MS);
    expect(screen.getByRole("button", { name: "Copiar modelo" })).toBeInTheDocument();
    expect(status).toHaveTextContent("");
  });

  it("selects the text and explains how to copy by hand when copying fails", async () => {
    mount(`<pre id="modelo">Texto do modelo</pre>${renderToStaticMarkup(<CopyButton text="Texto do modelo" targetId="modelo" />)}`, {
      legacyCopy: () => false,
    });
    await userEvent.click(screen.getByRole("button", { name: "Copiar modelo" }));

    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(/Não foi possível copiar automaticamente/));
    // The hint is visible, not only announced.
    expect(screen.getByRole("status")).not.toHaveClass("sr-only");
    expect(screen.getByRole("button", { name: "Copiar modelo" })).toBeInTheDocument();
    expect(window.getSelection()?.toString()).toBe("Texto do modelo");
  });

  it("takes the share links' own wording and starts every button of the page", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const link = { label: "Copiar link", copiedLabel: "Link copiado!", copiedAnnouncement: "Link copiado para a área de transferência." };
    mount(
      renderToStaticMarkup(
        <>
          <CopyButton text="a" />
          <CopyButton text="https://x/y" messages={link} onDark />
        </>,
      ),
      { writeText },
    );
    await userEvent.click(screen.getByRole("button", { name: "Copiar link" }));
    expect(writeText).toHaveBeenCalledWith("https://x/y");
    expect(await screen.findByRole("button", { name: "Link copiado!" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copiar modelo" })).toBeInTheDocument();
  });
});
