import { BadgeCheck, GraduationCap, HandCoins, LifeBuoy, Presentation } from "lucide-react";
import { partnerBenefits } from "~/content/partners";
import { Container } from "~/ui/container";

/** What a partner gets, in its order: the remuneration agreed in the meeting, training, demonstrations, support. */
const benefitIcons = [HandCoins, GraduationCap, Presentation, LifeBuoy];

/**
 * A band of its own between the modalities and the four steps: what the programme gives, a title and one short grey
 * line per item (the security summary's tile line), in the steps' and the modality cards' own words (no new promise).
 * A short band, so it reads as an answer, not a section.
 */
export function PartnerBenefits() {
  return (
    <section aria-labelledby={partnerBenefits.id} className="bg-brand-50 py-10 sm:py-12">
      <Container>
        <h2 id={partnerBenefits.id} className="text-xl font-bold tracking-tight text-brand-950 sm:text-2xl">
          {partnerBenefits.title}
        </h2>
        <ul className="mt-5 grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
          {partnerBenefits.items.map((item, i) => {
            const Icon = benefitIcons[i] ?? BadgeCheck;
            return (
              <li key={item.title} className="flex items-start gap-3 rounded-xl bg-white p-3 ring-1 ring-brand-100 sm:p-4">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-800"
                >
                  <Icon className="size-5" />
                </span>
                <span>
                  <span className="block text-[0.9375rem] leading-snug font-semibold text-brand-950">{item.title}</span>
                  <span className="mt-0.5 block text-[13px] leading-[18px] text-muted">{item.text}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
