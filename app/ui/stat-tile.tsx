import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { iconBoxClass, iconSize } from "./icon";

interface StatTileProps {
  /** The figure, short ("R$ 297", "30 dias"): from the spec or docs/claims.md, never invented. */
  value: ReactNode;
  /** What the figure counts, one line. */
  label: ReactNode;
  /** Where the figure comes from or what limits it ("Exemplo ilustrativo", a source). */
  note?: ReactNode;
  icon?: LucideIcon;
  tone?: "light" | "dark";
  /** The element: li inside a list of tiles (the default), div alone. */
  as?: "li" | "div";
  className?: string;
}

/** On the dark tile the icon box is a light veil and the icon a pale tint: the light box's teal would vanish into the tile. */
const darkIconBox = "inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/10 text-brand-200";

/** A figure and what it means: big value, label under it, an optional note naming its source. */
export function StatTile({ value, label, note, icon: Icon, tone = "light", as: Tag = "li", className }: StatTileProps) {
  const dark = tone === "dark";
  return (
    <Tag
      className={cn(
        "flex flex-col gap-1 rounded-card p-5",
        dark ? "border border-brand-800 bg-brand-900 text-white" : "border border-line bg-white shadow-card",
        className,
      )}
    >
      {Icon ? (
        <span className={cn(dark ? darkIconBox : iconBoxClass, "mb-2")}>
          <Icon aria-hidden="true" className={iconSize.feature} />
        </span>
      ) : null}
      <p className={cn("text-3xl font-extrabold tracking-tight tabular-nums", dark ? "text-white" : "text-brand-950")}>{value}</p>
      <p className={cn("text-sm font-medium", dark ? "text-brand-100" : "text-ink")}>{label}</p>
      {note ? <p className={cn("mt-1 text-xs sm:text-sm", dark ? "text-brand-200" : "text-muted")}>{note}</p> : null}
    </Tag>
  );
}
