import { ChevronRight } from "lucide-react";
import type { Crumb } from "~/lib/structured-data";
import { SiteLink } from "./site-link";
import { navigationStrings } from "~/content/ui-strings/page-parts";

/** The visible trail; the same crumbs feed the BreadcrumbList JSON-LD through the SEO helper. */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label={navigationStrings.breadcrumb} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={crumb.url} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-brand-900">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <SiteLink to={crumb.url} className="underline-offset-2 hover:text-brand-800 hover:underline">
                    {crumb.name}
                  </SiteLink>
                  <ChevronRight aria-hidden="true" className="size-3.5 text-brand-400" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
