import { render } from "@testing-library/react";
import { Check, Mail, Video } from "lucide-react";
import { describe, expect, it } from "vitest";
import { IconList } from "./icon-list";

const classes = { list: "l", item: "i", icon: "ic" };

describe("IconList", () => {
  it("one icon for every item: a list of lines, each a hidden icon then its text", () => {
    const { container } = render(<IconList items={["Rápido", "Seguro"]} icon={Check} classes={classes} />);
    const items = [...container.querySelectorAll("ul.l > li.i")];
    expect(items.map((li) => li.textContent)).toEqual(["Rápido", "Seguro"]);
    expect(items.every((li) => li.firstElementChild?.matches("svg.ic[aria-hidden=true]"))).toBe(true);
  });

  it("an icon per item where the items differ", () => {
    const items = [
      { icon: Mail, text: "Por e-mail" },
      { icon: Video, text: "Por vídeo" },
    ];
    const { container } = render(<IconList items={items} classes={classes} />);
    const svgs = [...container.querySelectorAll("li > svg")].map((svg) => svg.getAttribute("class"));
    expect(svgs).toHaveLength(2);
    expect(svgs[0]).not.toEqual(svgs[1]);
  });
});
