import type { LucideIcon } from "lucide-react";
import type { ContentCategoryId } from "~/content/hub";
import { cn } from "~/lib/cn";
import { coverIcon } from "./category-icons";

/** One tint per category (Tailwind's own hues, written out so Tailwind finds them): text 800 on 50-100 passes AA. */
const tints: Record<ContentCategoryId, string> = {
  automacao: "from-brand-100 to-brand-50 text-brand-800",
  gestao: "from-sky-100 to-sky-50 text-sky-800",
  atendimento: "from-rose-100 to-rose-50 text-rose-800",
  educacao: "from-amber-100 to-amber-50 text-amber-800",
  regulacao: "from-indigo-100 to-indigo-50 text-indigo-800",
  inovacao: "from-violet-100 to-violet-50 text-violet-800",
};

/**
 * A guide's or article's cover on the hub, drawn in CSS (no image to load: the 1200x630 share images
 * weigh about 90 KB each): its category's tint, a glyph of the category (the nth piece's: no two covers alike) large behind and small in a tile.
 * Decoration only: the card's words say what the piece is.
 */
export function PieceCover({
  category,
  nth,
  label,
  className,
}: {
  category: ContentCategoryId;
  nth: number;
  label: string;
  className?: string;
}) {
  const Icon: LucideIcon = coverIcon(category, nth);
  return (
    <div aria-hidden="true" className={cn("relative overflow-hidden bg-gradient-to-br", tints[category], className)}>
      <Icon className="absolute -right-4 -bottom-6 size-40 opacity-15" strokeWidth={1.25} />
      <span className="absolute top-4 left-4 rounded-full bg-white/85 px-3 py-1 text-xs font-bold tracking-wide uppercase">{label}</span>
      <span className="absolute bottom-4 left-4 inline-flex size-12 items-center justify-center rounded-2xl bg-white shadow-sm">
        <Icon className="size-6" />
      </span>
    </div>
  );
}
