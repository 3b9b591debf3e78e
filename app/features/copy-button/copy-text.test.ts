// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { announcement, buttonText, copyText, legacyCopy, type CopyMessages } from "./copy-text";

const messages: CopyMessages = {
  label: "Copiar modelo",
  copiedLabel: "Copiado!",
  copiedAnnouncement: "Modelo copiado.",
  failedAnnouncement: "Copie manualmente.",
};

describe("copyText", () => {
  it("uses the Clipboard API when it is available", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const legacy = vi.fn().mockReturnValue(true);
    await expect(copyText("modelo", { writeText, legacyCopy: legacy })).resolves.toBe("copied");
    expect(writeText).toHaveBeenCalledWith("modelo");
    expect(legacy).not.toHaveBeenCalled();
  });

  it("falls back to the legacy copy when the Clipboard API rejects", async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException("denied", "NotAllowedError"));
    const legacy = vi.fn().mockReturnValue(true);
    await expect(copyText("modelo", { writeText, legacyCopy: legacy })).resolves.toBe("copied");
    expect(legacy).toHaveBeenCalledWith("modelo");
  });

  it("falls back when there is no Clipboard API at all", async () => {
    const legacy = vi.fn().mockReturnValue(true);
    await expect(copyText("modelo", { legacyCopy: legacy })).resolves.toBe("copied");
  });

  it("reports failure when every path fails", async () => {
    await expect(copyText("modelo", { legacyCopy: () => false })).resolves.toBe("failed");
    await expect(
      copyText("modelo", {
        legacyCopy: () => {
          throw new Error("blocked");
        },
      }),
    ).resolves.toBe("failed");
    await expect(copyText("modelo", {})).resolves.toBe("failed");
  });
});

describe("legacyCopy", () => {
  it("copies through a temporary textarea and removes it", () => {
    let copiedValue = "";
    const exec = vi.fn(() => {
      copiedValue = (document.activeElement as HTMLTextAreaElement | null)?.value ?? "";
      return true;
    });
    Object.defineProperty(document, "execCommand", { value: exec, configurable: true });
    try {
      expect(legacyCopy("linha 1\nlinha 2")).toBe(true);
      expect(exec).toHaveBeenCalledWith("copy");
      expect(copiedValue).toBe("linha 1\nlinha 2");
      expect(document.querySelector("textarea")).toBeNull();
    } finally {
      Reflect.deleteProperty(document, "execCommand");
    }
  });
});

describe("labels", () => {
  it("says it copied, and only then", () => {
    expect(buttonText("idle", messages)).toBe("Copiar modelo");
    expect(buttonText("copied", messages)).toBe("Copiado!");
    expect(buttonText("failed", messages)).toBe("Copiar modelo");
    expect(announcement("idle", messages)).toBe("");
    expect(announcement("copied", messages)).toBe("Modelo copiado.");
    expect(announcement("failed", messages)).toBe("Copie manualmente.");
  });
});
