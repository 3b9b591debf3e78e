import type { LucideIcon } from "lucide-react";

/** An item with its own icon, where the items of one list differ. */
export interface IconListItem {
  icon: LucideIcon;
  text: string;
}

/** The classes of each part; a list's look is its own, its markup is this component's. */
export interface IconListClasses {
  list: string;
  item: string;
  icon: string;
}

type IconListProps = { classes: IconListClasses } & (
  { items: readonly string[]; icon: LucideIcon } | { items: readonly IconListItem[]; icon?: undefined }
);

/**
 * The "icon + sentence" bullet lists (pros and cons, activities, checklists, promises): one line of
 * text after a decorative icon, one icon for the whole list or one per item.
 */
export function IconList({ items, icon, classes }: IconListProps) {
  return (
    <ul className={classes.list}>
      {items.map((item) => {
        const { icon: Icon, text } = typeof item === "string" ? { icon: icon as LucideIcon, text: item } : item;
        return (
          <li key={text} className={classes.item}>
            <Icon aria-hidden="true" className={classes.icon} />
            {text}
          </li>
        );
      })}
    </ul>
  );
}
