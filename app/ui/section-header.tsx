import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export type SectionHeaderSize = "page" | "article" | "home";

interface SectionHeaderProps {
  /** Id of the heading (an h2: the page header has the h1), for the section's aria-labelledby. */
  id: string;
  title: ReactNode;
  /** Short line over the title. */
  eyebrow?: ReactNode;
  /** Text under the title: a string becomes a paragraph, a list of strings paragraphs in a div, anything else is wrapped in a div. */
  lead?: ReactNode | readonly string[];
  /** page: sections of the inner pages; article: sections of a guide (airier lead); home: the home page's larger headings. */
  size?: SectionHeaderSize;
  /** dark: on the brand-coloured bands (white title, light lead). */
  tone?: "light" | "dark";
  /** Width of the lead: a reading measure (prose), the wider max-w-3xl (wide), max-w-xl beside a form (narrow) or none. */
  measure?: keyof typeof measures;
  className?: string;
}

/** The type scale's h2s (app.css): the page's h1 stays larger at every width (docs/decisions/501). */
const titleSize: Record<SectionHeaderSize, string> = {
  page: "heading-2",
  article: "heading-2",
  home: "max-w-3xl heading-2-home",
};

const measures = { prose: "max-w-[68ch]", wide: "max-w-3xl", narrow: "max-w-xl", none: "" } as const;

const leadSize: Record<SectionHeaderSize, string> = {
  page: "mt-3",
  article: "mt-4 leading-relaxed",
  home: "mt-4 text-lg",
};

/** Eyebrow, heading and lead of a page section: the one markup for every section title of the site. */
export function SectionHeader({ id, title, eyebrow, lead, size = "page", tone = "light", measure, className }: SectionHeaderProps) {
  const dark = tone === "dark";
  const leadClass = cn(leadSize[size], measures[measure ?? defaultMeasure(size, tone)], dark ? "text-brand-100" : "text-muted");
  return (
    <>
      {eyebrow ? (
        <p className={cn("text-sm font-semibold tracking-wide uppercase", size === "home" ? "text-accent-700" : "text-brand-700")}>
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={cn(
          eyebrow ? (size === "home" ? "mt-2" : "mt-1") : null,
          titleSize[size],
          dark ? "text-white" : "text-brand-950",
          className,
        )}
      >
        {title}
      </h2>
      {renderLead(lead, leadClass)}
    </>
  );
}

/** Home leads are wide; on dark bands the box around the header sets the width. */
function defaultMeasure(size: SectionHeaderSize, tone: "light" | "dark"): keyof typeof measures {
  if (size === "home") return "wide";
  return tone === "dark" ? "none" : "prose";
}

function renderLead(lead: ReactNode | readonly string[], className: string) {
  if (!lead) return null;
  if (typeof lead === "string") return <p className={className}>{lead}</p>;
  if (isTextList(lead)) {
    return (
      <div className={cn(className, "space-y-3")}>
        {lead.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    );
  }
  return <div className={className}>{lead}</div>;
}

function isTextList(value: unknown): value is readonly string[] {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}
