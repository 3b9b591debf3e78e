import type { LucideIcon } from "lucide-react";

/** One card: a picture, a heading and a sentence or two. */
export interface CardListItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** The classes of each part; a list's look is its own, its markup is this component's. */
export interface CardListClasses {
  list: string;
  item: string;
  icon: string;
  /** A rounded box around the icon (top layout only). */
  iconBox?: string;
  /** The step number beside the icon (numbered layout). */
  number?: string;
  title: string;
  text: string;
}

interface CardListProps {
  items: readonly CardListItem[];
  classes: CardListClasses;
  /**
   * top: icon (boxed or not), heading, text; numbered: an ordered list, each card's number and icon
   * on one row; side: the icon beside the heading and text.
   */
  layout: "top" | "numbered" | "side";
}

/** The "icon + title + text" card lists of the site's pages. */
export function CardList({ items, classes, layout }: CardListProps) {
  const List = layout === "numbered" ? "ol" : "ul";
  return (
    <List className={classes.list}>
      {items.map(({ icon: Icon, title, text }, i) => {
        const icon = <Icon aria-hidden="true" className={classes.icon} />;
        const heading = <h3 className={classes.title}>{title}</h3>;
        const body = <p className={classes.text}>{text}</p>;
        return (
          <li key={title} className={classes.item}>
            {layout === "side" ? (
              <>
                {icon}
                <div>
                  {heading}
                  {body}
                </div>
              </>
            ) : (
              <>
                {layout === "numbered" ? (
                  <div className="flex items-center gap-3">
                    <span className={classes.number}>{i + 1}</span>
                    {icon}
                  </div>
                ) : classes.iconBox ? (
                  <span className={classes.iconBox}>{icon}</span>
                ) : (
                  icon
                )}
                {heading}
                {body}
              </>
            )}
          </li>
        );
      })}
    </List>
  );
}
