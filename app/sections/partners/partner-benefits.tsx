import { BadgeCheck, GraduationCap, LifeBuoy, Presentation } from "lucide-react";
import { partnerBenefits } from "~/content/partners";

/** What a partner gets, in its order: training, demonstrations, support. */
const benefitIcons = [GraduationCap, Presentation, LifeBuoy];

/** Above the four steps, what they lead to: one short row, in the steps' and the modality cards' own words. */
export function PartnerBenefits() {
  return (
    <div className="mt-8 rounded-2xl border border-brand-200 bg-brand-50/60 p-5 sm:p-6">
      <h3 id={partnerBenefits.id} className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
        {partnerBenefits.title}
      </h3>
      <ul aria-labelledby={partnerBenefits.id} className="mt-4 grid gap-4 sm:grid-cols-3 sm:gap-6">
        {partnerBenefits.items.map((item, i) => {
          const Icon = benefitIcons[i] ?? BadgeCheck;
          return (
            <li key={item.title} className="flex gap-3">
              <span
                aria-hidden="true"
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 shadow-sm"
              >
                <Icon className="size-5" />
              </span>
              <p className="text-sm text-muted">
                <span className="block font-semibold text-brand-950">{item.title}</span>
                {item.text}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
