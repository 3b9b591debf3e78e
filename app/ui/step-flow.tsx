import type { LucideIcon } from "lucide-react";
import { cn } from "~/lib/cn";

export interface StepFlowItem {
  icon: LucideIcon;
  title: string;
  description: string;
}

const look = {
  dark: {
    line: "before:bg-brand-700",
    number: "bg-brand-400 text-brand-950 ring-brand-950",
    title: "text-white",
    icon: "text-brand-200",
    text: "text-brand-100",
  },
  light: {
    line: "before:bg-brand-200",
    number: "bg-brand-700 text-white ring-white",
    title: "text-brand-950",
    icon: "text-brand-600",
    text: "text-muted",
  },
} as const;

/** The wide-screen columns, one per step (written out so Tailwind sees each class). */
const columns = { 4: "lg:grid-cols-4", 6: "lg:grid-cols-6" } as const;

/**
 * The site's one step style: an ordered list whose numbered stops are joined by a line,
 * down the side on a phone, across on a wide screen. The line and the numbers are decoration: the list is the order.
 * Dark on a dark band (/integracao), light on a white one (/parceiros, whose closing band right after is dark).
 */
export function StepFlow({
  steps,
  tone,
  testId,
  className,
}: {
  steps: readonly StepFlowItem[];
  tone: "dark" | "light";
  testId?: string;
  className?: string;
}) {
  const c = look[tone];
  return (
    <ol data-testid={testId} className={cn("grid lg:gap-4", columns[steps.length === 4 ? 4 : 6], className)}>
      {steps.map(({ icon: Icon, title, description }, i) => (
        <li
          key={title}
          className={cn(
            "relative pb-8 pl-16 last:pb-0 lg:pt-16 lg:pb-0 lg:pl-0 before:absolute before:top-12 before:bottom-0 before:left-6 before:w-0.5 last:before:hidden lg:before:top-6 lg:before:right-[-1rem] lg:before:bottom-auto lg:before:left-12 lg:before:h-0.5 lg:before:w-auto",
            c.line,
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              "absolute top-0 left-0 inline-flex size-12 items-center justify-center rounded-full text-lg font-extrabold ring-4",
              c.number,
            )}
          >
            {i + 1}
          </span>
          <h3 className={cn("flex items-center gap-2 font-semibold", c.title)}>
            <Icon aria-hidden="true" className={cn("size-5 shrink-0", c.icon)} />
            {title}
          </h3>
          <p className={cn("mt-1 text-sm leading-relaxed", c.text)}>{description}</p>
        </li>
      ))}
    </ol>
  );
}
