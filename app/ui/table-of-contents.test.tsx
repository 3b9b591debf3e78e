import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TableOfContents, tocAsideClass } from "./table-of-contents";

const headings = [
  { id: "a", text: "1. O serviço" },
  { id: "b", text: "Preços" },
  { id: "c", text: "Contato" },
];

describe("TableOfContents", () => {
  it("below lg a closed disclosure that counts its sections; from lg the open list the page script marks", () => {
    const { container } = render(<TableOfContents headings={headings} />);
    const folded = container.querySelector("details")!;
    expect(folded.open).toBe(false);
    expect(folded.className).toContain("lg:hidden");
    expect(folded.querySelector("summary")!.textContent).toBe("Nesta página · 3 seções");
    expect(folded.querySelector("nav")!.getAttribute("aria-label")).toBe("Nesta página");
    // Below lg the bar sticks under the 4rem header and its list drops over the text (the page script
    // closes it on a chosen link: tests/e2e/security.spec.ts).
    expect(folded.hasAttribute("data-toc-folded")).toBe(true);
    expect(tocAsideClass).toMatch(/^sticky top-16 /);
    expect(folded.querySelector("nav")!.className).toMatch(/\babsolute\b/);

    const open = container.querySelector("nav[data-toc-spy]")!;
    expect(open.closest("details")).toBeNull();
    expect(open.className).toMatch(/\bhidden\b.*\blg:block\b/);
    // The same links in both, the heading's own number left to the list's counter.
    for (const nav of [folded.querySelector("nav")!, open])
      expect([...nav.querySelectorAll("a")].map((a) => [a.getAttribute("href"), a.textContent])).toEqual([
        ["#a", "O serviço"],
        ["#b", "Preços"],
        ["#c", "Contato"],
      ]);
  });

  it("says one section in the singular", () => {
    const { container } = render(<TableOfContents headings={headings.slice(0, 1)} />);
    expect(container.querySelector("summary")!.textContent).toBe("Nesta página · 1 seção");
  });
});
