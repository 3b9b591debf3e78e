import { render } from "@testing-library/react";
import { Mail, Video } from "lucide-react";
import { describe, expect, it } from "vitest";
import { CardList, type CardListClasses } from "./card-list";

const items = [
  { icon: Mail, title: "Contato", text: "Escreva para nós." },
  { icon: Video, title: "Reunião", text: "Uma conversa curta." },
];
const classes: CardListClasses = { list: "l", item: "i", icon: "ic", iconBox: "box", number: "n", title: "t", text: "x" };

describe("CardList", () => {
  it("top layout: a list of cards, each with its boxed icon, heading and text", () => {
    const { container } = render(<CardList layout="top" items={items} classes={classes} />);
    const cards = container.querySelectorAll("ul.l > li.i");
    expect(cards).toHaveLength(2);
    expect(cards[0]!.querySelector("span.box > svg.ic")?.getAttribute("aria-hidden")).toBe("true");
    expect(cards[1]!.querySelector("h3.t")?.textContent).toBe("Reunião");
    expect(cards[1]!.querySelector("p.x")?.textContent).toBe("Uma conversa curta.");
  });

  it("numbered layout: an ordered list whose cards carry their number beside the icon", () => {
    const { container } = render(<CardList layout="numbered" items={items} classes={classes} />);
    expect([...container.querySelectorAll("ol > li span.n")].map((n) => n.textContent)).toEqual(["1", "2"]);
    expect(container.querySelector("ul")).toBeNull();
  });

  it("side layout: the icon beside a block holding the heading and the text", () => {
    const { container } = render(<CardList layout="side" items={items} classes={{ ...classes, iconBox: undefined }} />);
    const card = container.querySelector("li")!;
    expect(card.firstElementChild?.tagName.toLowerCase()).toBe("svg");
    expect(card.querySelector("div > h3 + p")?.textContent).toBe("Escreva para nós.");
  });

  it("other elements where a page asks: blocks instead of a list, a figure as a paragraph, and what follows the text", () => {
    const withExtra = [{ ...items[0]!, title: "24/7", extra: <a href="mailto:a@b.c">a@b.c</a> }];
    const { container } = render(
      <CardList layout="side" tags={{ list: "div", item: "article", title: "p" }} items={withExtra} classes={classes} />,
    );
    expect(container.querySelector("ul, li, h3")).toBeNull();
    const card = container.querySelector("div.l > article.i")!;
    expect(card.firstElementChild?.matches("span.box")).toBe(true);
    expect(card.querySelector("div > p.t + p.x + a")?.getAttribute("href")).toBe("mailto:a@b.c");
  });
});
