import { ArrowDown, Mail, Timer } from "lucide-react";
import { ChecklistIcon, integrationChecklist, integrationPage as copy } from "~/content/integration";
import { site } from "~/site";
import { buttonClass } from "~/ui/button-styles";
import { IconList } from "~/ui/icon-list";

/** The header's two calls to action: down to the request form, or an e-mail to the integration team. */
export function IntegrationHeaderActions() {
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
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
