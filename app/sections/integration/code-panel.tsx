import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

const codeBox =
  "scroll-cue overflow-x-auto rounded-2xl p-4 font-mono text-[0.8125rem] leading-relaxed text-brand-50 focus-visible:outline-offset-2 sm:p-5";

interface CodePanelProps {
  id: string;
  icon: ReactNode;
  label: string;
  /** Long lines wrap (the webhook's headers and body); off for code whose indentation is its meaning (requests). */
  wrap?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A code sample on /integracao, captioned. Focusable, so a keyboard can scroll it; when a line is wider than
 * the panel (phones), a light edge on the side with more code says it scrolls (the `scroll-cue` utility, CSS only).
 */
export function CodePanel({ id, icon, label, wrap = true, className, children }: CodePanelProps) {
  return (
    <figure className={cn("min-w-0", className)}>
      <figcaption id={id} className="mb-2 flex items-center gap-2 text-sm font-semibold text-brand-950">
        {icon}
        {label}
      </figcaption>
      <pre
        tabIndex={0}
        aria-labelledby={id}
        className={cn(codeBox, wrap ? "whitespace-pre-wrap [overflow-wrap:anywhere]" : "whitespace-pre")}
      >
        <code>{children}</code>
      </pre>
    </figure>
  );
}

/**
 * Code lines, one block each, JSON keys in the brand's light teal: enough colour to read JSON at a glance.
 * `valueClass` colours what follows a key; `firstLineClass` sets a request's first line (method and route) apart.
 */
export function codeLines(lines: readonly string[], { valueClass, firstLineClass }: { valueClass?: string; firstLineClass?: string } = {}) {
  return lines.map((line, i) => {
    if (i === 0 && firstLineClass)
      return (
        <span key={i} className={cn("block", firstLineClass)}>
          {line}
        </span>
      );
    const match = /^(\s*)("[^"]+")(: )(.*)$/.exec(line);
    return (
      <span key={i} className="block">
        {match ? (
          <>
            {match[1]}
            <span className="text-brand-300">{match[2]}</span>
            {match[3]}
            {valueClass ? <span className={valueClass}>{match[4]}</span> : match[4]}
          </>
        ) : (
          line
        )}
      </span>
    );
  });
}
