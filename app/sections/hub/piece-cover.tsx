import type { LucideIcon } from "lucide-react";
import type { ContentCategoryId } from "~/content/hub";
import { cn } from "~/lib/cn";
import { coverIcon } from "./category-icons";
import type { CoverArt } from "~/content/hub-covers";
import { PieceCoverArt } from "./piece-cover-art";

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
 * A guide's or article's cover on the hub, drawn in HTML/CSS (no image to load: the 1200x630 share images
 * weigh about 90 KB each): its category's tint and, where the piece has one (content/hub-covers.ts), a small
 * picture of the interface it is about; otherwise a glyph of the category (the nth piece's: no two alike).
 * Decoration only: the card's words say what the piece is.
 */
export function PieceCover({
  category,
  nth,
  label,
  art,
  large = false,
  className,
}: {
  category: ContentCategoryId;
  nth: number;
  label: string;
  art?: CoverArt;
  /** The featured card's cover: the picture drawn bigger, centred in a taller box. */
  large?: boolean;
  className?: string;
}) {
  const tag = (
    <span className="absolute top-3 left-3 rounded-full bg-white/85 px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase">{label}</span>
  );
  if (art)
    return (
      <div
        aria-hidden="true"
        className={cn(
          "relative flex justify-center overflow-hidden bg-gradient-to-br px-4",
          // The picture whole, its words never cut or faded: a cover's box is tall enough for the longest picture.
          large ? "items-center pt-12 pb-6" : "items-center pt-10 pb-4",
          tints[category],
          className,
        )}
      >
        {tag}
        <PieceCoverArt art={art} large={large} />
      </div>
    );
  const Icon: LucideIcon = coverIcon(category, nth);
  return (
    <div aria-hidden="true" className={cn("relative overflow-hidden bg-gradient-to-br", tints[category], className)}>
      <Icon className="absolute -right-4 -bottom-6 size-40 opacity-15" strokeWidth={1.25} />
      {tag}
      <span className="absolute bottom-4 left-4 inline-flex size-12 items-center justify-center rounded-2xl bg-white shadow-sm">
        <Icon className="size-6" />
      </span>
    </div>
  );
}
