import { formatBRL } from "~/content/number-format";
import { addOns } from "~/content/plans";
import { plansPage as copy } from "~/content/plans-page";
import { CardList } from "~/ui/card-list";
import { IconList } from "~/ui/icon-list";

/** The three promises under the page's heading. */
export function PlansHighlights() {
  return (
    <IconList
      items={copy.highlights}
      classes={{
        list: "mt-8 flex flex-col gap-3 text-sm font-medium text-brand-900 sm:flex-row sm:flex-wrap sm:gap-x-8",
        item: "flex items-center gap-2",
        icon: "size-5 shrink-0 text-brand-600",
      }}
    />
  );
}

/** The add-ons any plan can take, with their prices. */
export function AddOnList() {
  return (
    <CardList
      layout="side"
      tags={{ list: "div", item: "article" }}
      items={addOns.map((addOn, i) => ({
        icon: copy.addOnIcons[i] ?? copy.addOnIcons[0],
        title: addOn.name,
        text: addOn.description,
        extra: (
          <>
            <p className="mt-3 text-2xl font-extrabold text-brand-950">{formatBRL(addOn.price)}</p>
            <p className="text-sm font-medium text-muted">{addOn.period}</p>
          </>
        ),
      }))}
      classes={{
        list: "mt-10 grid gap-6 md:grid-cols-2",
        item: "flex gap-4 rounded-2xl border border-line bg-white p-6",
        iconBox: "flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700",
        icon: "size-6",
        title: "text-lg font-bold text-brand-950",
        text: "mt-1 text-sm text-muted",
      }}
    />
  );
}
