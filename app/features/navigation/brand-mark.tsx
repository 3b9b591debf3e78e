import { site } from "~/site";

/** The product's logotype: a speech bubble holding a calendar tick, then the name. */
export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <path
          d="M6 4h20a4 4 0 0 1 4 4v13a4 4 0 0 1-4 4H14l-6.5 5v-5H6a4 4 0 0 1-4-4V8a4 4 0 0 1 4-4Z"
          className={inverted ? "fill-white" : "fill-brand-700"}
        />
        <path
          d="m10.5 14.5 3.5 3.5 7.5-7.5"
          fill="none"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
          className={inverted ? "stroke-brand-800" : "stroke-white"}
        />
      </svg>
      <span className={`text-xl font-extrabold tracking-tight ${inverted ? "text-white" : "text-brand-950"}`}>{site.productName}</span>
    </span>
  );
}
