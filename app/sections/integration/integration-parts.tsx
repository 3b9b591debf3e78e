import { ArrowDown, ChevronDown, Mail, Timer } from "lucide-react";
import { ChecklistIcon, integrationChecklist, integrationFaq, integrationPage as copy } from "~/content/integration";
import type { FaqItem } from "~/content/types";
import { site } from "~/site";
import { buttonClass, textLinkClass } from "~/ui/button-styles";
import { IconList } from "~/ui/icon-list";
import { SiteLink } from "~/ui/site-link";

/** The header's two calls to action: down to the request form, or an e-mail to the integration team. */
export function IntegrationHeaderActions() {
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      <a href={`#${copy.formId}`} className={buttonClass("primary", "lg")}>
        {copy.requestCta}
        <ArrowDown aria-hidden="true" className="size-5" />
      </a>
      <a href={`mailto:${site.company.integrationEmail}`} className={buttonClass("secondary", "lg")}>
        <Mail aria-hidden="true" className="size-5" />
        {copy.emailCta}
      </a>
    </div>
  );
}

/** The setup promise under the steps' heading, on the dark band. */
export function StepNote() {
  return (
    <p className="mt-3 flex items-center gap-2 text-brand-100">
      <Timer aria-hidden="true" className="size-5 shrink-0" />
      {copy.sections.steps.note}
    </p>
  );
}

/** What to have at hand, beside the request form. */
export function IntegrationChecklist() {
  return (
    <>
      <p className="font-semibold text-brand-950">{copy.sections.form.checklistTitle}</p>
      <IconList
        items={integrationChecklist}
        icon={ChecklistIcon}
        classes={{ list: "mt-3 space-y-2", item: "flex items-start gap-2 text-ink", icon: "mt-0.5 size-5 shrink-0 text-brand-700" }}
      />
    </>
  );
}

/** Native disclosure widgets, as cards: they open without JavaScript and with the keyboard. */
export function IntegrationFaqList() {
  return (
    <div className="mt-8 space-y-3">
      {(integrationFaq as readonly FaqItem[]).map((item) => (
        <details key={item.question} className="group rounded-xl border border-line bg-white">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-5 font-semibold text-brand-950 [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
          </summary>
          <p className="px-5 pb-5 leading-relaxed text-muted">{item.answer}</p>
          {item.more ? (
            <p className="-mt-2 px-5 pb-5">
              <SiteLink to={item.more.href} className={textLinkClass}>
                {item.more.text}
              </SiteLink>
            </p>
          ) : null}
        </details>
      ))}
    </div>
  );
}
