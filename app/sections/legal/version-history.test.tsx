import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { historyOf } from "~/content/legal/version-history";
import { VersionHistory } from "./version-history";

describe("VersionHistory", () => {
  it("starts closed, under a summary naming it", () => {
    render(<VersionHistory doc="termos-de-uso" />);
    const details = screen.getByTestId("legal-history");
    expect(details.tagName).toBe("DETAILS");
    expect(details).not.toHaveAttribute("open");
    expect(within(details).getByText("Histórico de versões").tagName).toBe("SUMMARY");
  });

  it("lists every version newest first, with its date as DD/MM/YYYY and what changed", () => {
    render(<VersionHistory doc="aviso-privacidade" />);
    const rows = historyOf("aviso-privacidade");
    const versions = [...screen.getByTestId("legal-history").querySelectorAll("ol > li > p:first-child")].map((p) => p.textContent);
    expect(versions).toEqual(["Versão 03 · 28/11/2026", "Versão 02 · 25/11/2026", "Versão 01 · 08/04/2025"]);
    expect(versions).toHaveLength(rows.length);
    for (const change of rows.flatMap((row) => row.changes)) expect(screen.getByText(change)).toBeInTheDocument();
    expect(screen.getByTestId("legal-history").querySelector("time")).toHaveAttribute("datetime", "2026-11-28");
  });
});
