import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** One card: a picture, a heading and a sentence or two, and maybe something after them. */
export interface CardListItem {
  icon: LucideIcon;
  /** A node rather than a string where the heading holds more than words (a step's number). */
  title: ReactNode;
  text: string;
  /** What follows the text inside the card: a link, a price, a list. */
  extra?: ReactNode;
}

/** The classes of each part; a list's look is its own, its markup is this component's. */
export interface CardListClasses {
  list: string;
  item: string;
  icon: string;
  /** A rounded box around the icon. */
  iconBox?: string;
  /** The step number beside the icon (numbered layout). */
  number?: string;
  title: string;
  text: string;
}

/** The elements of the list, its cards and their headings, where a page wants other than the default. */
export interface CardListTags {
  list: "ul" | "ol" | "div";
  item: "li" | "article" | "div";
  /** A figure ("24/7") shown big is a paragraph, not a heading. */
  title?: "h3" | "p";
}

interface CardListProps {
  items: readonly CardListItem[];
  classes: CardListClasses;
  /**
   * top: icon, heading, text; numbered: an ordered list, each card's number and icon on one row;
   * side: the icon beside a block holding the heading and text.
   */
  layout: "top" | "numbered" | "side";
  /** Default: a list (ordered when numbered) of items with h3 headings. */
  tags?: CardListTags;
}

/** The "icon + title + text" card lists of the site's pages. */
export function CardList({ items, classes, layout, tags }: CardListProps) {
  const List = tags?.list ?? (layout === "numbered" ? "ol" : "ul");
  const Item = tags?.item ?? "li";
  const Title = tags?.title ?? "h3";
  return (
    <List className={classes.list}>
      {items.map(({ icon: Icon, title, text, extra }, i) => {
        const svg = <Icon aria-hidden="true" className={classes.icon} />;
        const icon = classes.iconBox ? <span className={classes.iconBox}>{svg}</span> : svg;
        const words = (
          <>
            <Title className={classes.title}>{title}</Title>
            <p className={classes.text}>{text}</p>
            {extra}
          </>
        );
        return (
          // The lists are fixed at build time and never reorder, so the position is a stable key.
          <Item key={i} className={classes.item}>
            {layout === "side" ? (
              <>
                {icon}
                <div>{words}</div>
              </>
            ) : layout === "numbered" ? (
              <>
                <div className="flex items-center gap-3">
                  <span className={classes.number}>{i + 1}</span>
                  {icon}
                </div>
                {words}
              </>
            ) : (
              <>
                {icon}
                {words}
              </>
            )}
          </Item>
        );
      })}
    </List>
  );
}
