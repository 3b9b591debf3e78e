import { Star } from "lucide-react";
import { starRatingLabel } from "~/content/ui-strings/page-parts";

/** How many of `max` stars are filled: the whole part of the rating (4.8 -> 4), kept within 0..max. */
export function filledStars(rating: number, max = 5): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(max, Math.max(0, Math.floor(rating)));
}

/** 4.5 -> "4,5"; whole numbers keep one decimal (4 -> "4,0") so the column of ratings lines up. */
export function formatRating(rating: number): string {
  return rating.toFixed(1).replace(".", ",");
}

export function ratingLabel(rating: number, max = 5): string {
  return starRatingLabel(formatRating(rating), max);
}

interface StarRatingProps {
  rating: number;
  max?: number;
}

/**
 * Five stars and the number. The stars are one image for assistive technology ("Nota 4,5 de 5");
 * the visible number repeats it, so it is hidden from screen readers to avoid reading it twice.
 */
export function StarRating({ rating, max = 5 }: StarRatingProps) {
  const filled = filledStars(rating, max);
  return (
    <span className="inline-flex items-center gap-2">
      <span role="img" aria-label={ratingLabel(rating, max)} className="inline-flex items-center gap-0.5">
        {Array.from({ length: max }, (_, i) => (
          <Star
            key={i}
            aria-hidden="true"
            data-filled={i < filled ? "true" : "false"}
            className={i < filled ? "size-5 fill-accent-500 text-accent-600" : "size-5 fill-transparent text-brand-300"}
          />
        ))}
      </span>
      <span aria-hidden="true" className="text-sm font-semibold text-ink tabular-nums">
        {formatRating(rating)}
      </span>
    </span>
  );
}
