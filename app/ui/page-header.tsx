import type { ReactNode } from "react";
import type { Crumb } from "~/lib/structured-data";
import { cn } from "~/lib/cn";
import { Breadcrumb } from "./breadcrumb";
import { Container } from "./container";

interface PageHeaderProps {
  crumbs: readonly Crumb[];
  title: ReactNode;
  /** Short line over the title. */
  eyebrow?: string;
  lead?: ReactNode;
  children?: ReactNode;
  /** From lg, a picture in the header's right column, beside everything else; below lg it follows the words (the page sizes it). */
  aside?: ReactNode;
  /** With an aside: a last row under the words from lg; below lg it follows the aside (so a card there can be the page's call). */
  after?: ReactNode;
  /**
   * How much room the header takes, for a page whose task must show under it on the first screen:
   * - `tight`: less room around the words below sm and from lg, and a lead in smaller type: the demo player and its call, side by side from lg, end on a 1280x800 first screen, and below sm the
   *   portrait player's play mark still shows on a 375x812 one with the lead above it (decisions 760, 816).
   * - `short`: from lg, less room under the words: the prices show whole on a 1280x800 first screen.
   * The h1 is the same size on every page (`heading-1`): no density changes it.
   */
  density?: "default" | "tight" | "short";
  /**
   * The lead's width: `wide` (max-w-3xl) for a lead of a sentence or two beside the header's other parts; `prose`, a
   * reading measure of about 65 characters a line, for a longer sentence that would otherwise run as one long line.
   */
  measure?: keyof typeof leadMeasures;
}

const leadMeasures = { wide: "max-w-3xl", prose: "max-w-[34em]" } as const;

/** Breadcrumb, the page's only h1 (`heading-1`, the largest heading of the page) and its lead paragraph, on the brand-tinted band. */
export function PageHeader({
  crumbs,
  title,
  eyebrow,
  lead,
  children,
  aside,
  after,
  density = "default",
  measure = "wide",
}: PageHeaderProps) {
  const tight = density === "tight";
  const text = (
    <>
      {eyebrow ? <p className="mt-8 text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
      {/* On a phone `pretty`: `balance` narrows every line to the longest word run, which left a short first line
          ("Integração / via API para / …"); pretty fills the first line and keeps a word from ending alone. Balanced lines from sm. */}
      <h1
        className={cn(
          eyebrow ? "mt-2" : "mt-8",
          tight && "max-sm:mt-5 lg:mt-3",
          "max-w-4xl heading-1 text-pretty text-brand-950 sm:text-balance",
        )}
      >
        {title}
      </h1>
      {lead ? (
        <div
          className={cn(
            "mt-4 text-lg text-muted sm:text-xl",
            leadMeasures[measure],
            tight && "max-sm:mt-2 max-sm:text-base lg:mt-2 lg:text-lg lg:text-balance",
          )}
        >
          {lead}
        </div>
      ) : null}
      {children}
    </>
  );
  return (
    <header className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
      <Container className={cn("pt-6 pb-10 sm:pb-12", tight && "max-sm:pb-6 lg:pb-5", density === "short" && "lg:pb-7")}>
        <Breadcrumb crumbs={crumbs} />
        {aside && after ? (
          // The words and the last row share the left column, centred together on the aside (the rows around them
          // take any extra height); in the source the aside comes before the row, as on a phone.
          <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_25rem] lg:grid-rows-[1fr_auto_auto_1fr] lg:gap-x-16">
            <div className="lg:col-start-1 lg:row-start-2">{text}</div>
            <div className="lg:col-start-2 lg:row-span-4 lg:row-start-1 lg:mt-8">{aside}</div>
            <div className="lg:col-start-1 lg:row-start-3">{after}</div>
          </div>
        ) : aside ? (
          // The aside is centred on the words under the breadcrumb; its top margin matches theirs.
          <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_25rem] lg:items-center lg:gap-x-16">
            <div>{text}</div>
            <div className="lg:mt-8">{aside}</div>
          </div>
        ) : (
          text
        )}
      </Container>
    </header>
  );
}
