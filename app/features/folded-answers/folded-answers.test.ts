// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { openTarget } from "./folded-answers";

beforeEach(() => {
  document.body.innerHTML = `
    <details id="one"><summary><h2 id="pergunta">Pergunta</h2></summary><p id="dentro">Resposta</p></details>
    <details open><summary><h2 id="aberta">Aberta</h2></summary></details>
    <h2 id="solta">Fora</h2>
    <section id="categoria"><details id="lista"><summary><h3>Categoria</h3></summary><a href="#">Link</a></details></section>
    <section id="vazia"><p>Sem dobra</p></section>`;
  Element.prototype.scrollIntoView = vi.fn();
});

const go = (hash: string) => {
  location.hash = hash;
};

describe("openTarget", () => {
  it("opens the closed <details> holding the page's target; a target in the summary is already in view", () => {
    go("pergunta");
    expect(openTarget()).toBe(true);
    expect((document.getElementById("one") as HTMLDetailsElement).open).toBe(true);
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });

  it("brings a target in the folded part into view once open", () => {
    go("dentro");
    expect(openTarget()).toBe(true);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it("opens the closed <details> a targeted block opens with (a hub category's pill)", () => {
    go("categoria");
    expect(openTarget()).toBe(true);
    expect((document.getElementById("lista") as HTMLDetailsElement).open).toBe(true);
  });

  it("leaves an open <details>, a plain heading, a block without one and a missing target alone", () => {
    for (const hash of ["aberta", "solta", "vazia", "nada", ""]) {
      go(hash);
      expect(openTarget(), hash).toBe(false);
    }
  });
});
