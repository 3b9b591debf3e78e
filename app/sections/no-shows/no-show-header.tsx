import { noShowPage as copy } from "~/content/no-show-calculator";
import type { Crumb } from "~/lib/structured-data";
import { PageHeader } from "~/ui/page-header";

/**
 * The calculator's header. Below md the lead is one sentence, so a phone's first screen reaches the first field;
 * the full lead from md, two lines at lg, with less room under it (`short`): the fields and the example's answer
 * show on a 1280x800 first screen.
 */
export function NoShowHeader({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <PageHeader
      crumbs={crumbs}
      eyebrow={copy.eyebrow}
      title={copy.heading}
      density="short"
      lead={
        <>
          <p className="md:hidden">{copy.leadShort}</p>
          <p className="hidden md:block">{copy.lead}</p>
        </>
      }
    />
  );
}
