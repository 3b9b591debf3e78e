// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { closedDetailsFor, openFor } from "./folded-answers";

beforeEach(() => {
  document.body.innerHTML = `
    <details id="one"><summary><h2 id="pergunta">Pergunta</h2></summary><p id="dentro">Resposta</p></details>
    <details open><summary><h2 id="aberta">Aberta</h2></summary></details>
    <h2 id="solta">Fora</h2>`;
  Element.prototype.scrollIntoView = vi.fn();
});

describe("folded answers", () => {
  it("finds the closed <details> holding a fragment's target, and nothing for an open one, a plain heading or a bad fragment", () => {
    expect(closedDetailsFor("#pergunta")?.details.id).toBe("one");
    expect(closedDetailsFor("#dentro")?.details.id).toBe("one");
    expect(closedDetailsFor("#aberta")).toBeUndefined();
    expect(closedDetailsFor("#solta")).toBeUndefined();
    expect(closedDetailsFor("#nada")).toBeUndefined();
    expect(closedDetailsFor("#%E0%A4%A")).toBeUndefined();
    expect(closedDetailsFor("")).toBeUndefined();
  });

  it("opens it; a target in the summary is already in view, one in the folded part is brought there", () => {
    const details = document.getElementById("one") as HTMLDetailsElement;
    expect(openFor("#pergunta")).toBe(true);
    expect(details.open).toBe(true);
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
    details.open = false;
    expect(openFor("#dentro")).toBe(true);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(openFor("#dentro")).toBe(false);
  });
});
