import type { ReactNode } from "react";
import { ExternalLink } from "./external-link";
import { SiteLink } from "./site-link";

const linkClass = "text-lg font-semibold text-brand-900 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700";

/** A card linking to a guide, an article or an outside source: the hub's cards and "Leia também". */
export function PieceCard({
  href,
  title,
  description,
  label,
  external = false,
}: {
  href: string;
  title: string;
  description: string;
  label: ReactNode;
  external?: boolean;
}) {
  return (
    <li className="flex flex-col rounded-2xl border border-line bg-white p-5 shadow-sm">
      <p
        className={
          external ? "text-xs font-bold tracking-wide text-muted uppercase" : "text-xs font-bold tracking-wide text-accent-700 uppercase"
        }
      >
        {label}
      </p>
      <h3 className="mt-2">
        {external ? (
          <ExternalLink href={href} className={linkClass}>
            {title}
          </ExternalLink>
        ) : (
          <SiteLink to={href} className={linkClass}>
            {title}
          </SiteLink>
        )}
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-muted sm:text-[0.9375rem] sm:leading-[1.55]">{description}</p>
    </li>
  );
}
