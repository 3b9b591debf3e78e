import { CircleCheck, TriangleAlert } from "lucide-react";
import { providerCardLabels as labels } from "~/content/llm-guide";
import type { LlmComparisonItem } from "~/content/llm-comparison";
import { IconList } from "~/ui/icon-list";
import { StarRating } from "~/ui/star-rating";

export function ProviderCard({ item }: { item: LlmComparisonItem }) {
  return (
    <li className="flex flex-col rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <h3 className="text-lg font-bold text-brand-950">{item.name}</h3>
      <dl className="mt-3 space-y-2 text-sm">
        <div className="flex flex-wrap items-center gap-x-2">
          <dt className="font-semibold text-muted">{labels.price}</dt>
          <dd className="font-semibold text-ink">{item.price}</dd>
        </div>
        <div className="flex flex-wrap items-center gap-x-2">
          <dt className="font-semibold text-muted">{labels.rating}</dt>
          <dd data-testid="provider-rating">
            <StarRating rating={item.rating} />
          </dd>
        </div>
      </dl>
      <h4 className="mt-5 text-sm font-bold text-brand-900">{labels.pros}</h4>
      <IconList
        items={item.pros}
        icon={CircleCheck}
        classes={{ list: "mt-2 space-y-2 text-sm", item: "flex gap-2", icon: "mt-0.5 size-4 shrink-0 text-brand-600" }}
      />
      <h4 className="mt-5 text-sm font-bold text-brand-900">{labels.cons}</h4>
      <IconList
        items={item.cons}
        icon={TriangleAlert}
        classes={{ list: "mt-2 space-y-2 text-sm", item: "flex gap-2", icon: "mt-0.5 size-4 shrink-0 text-accent-600" }}
      />
      <p className="mt-5 rounded-xl bg-brand-50 p-3 text-sm text-brand-950">
        <strong className="font-semibold">{labels.bestFor}</strong> {item.bestFor}
      </p>
    </li>
  );
}
