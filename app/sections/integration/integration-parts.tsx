import { ArrowDown, Mail, Timer } from "lucide-react";
import { ChecklistIcon, integrationChecklist, integrationPage as copy } from "~/content/integration";
import { integrationSetupFigure } from "~/content/integration-details";
import { site } from "~/site";
import { buttonClass } from "~/ui/button-styles";
import { IconList } from "~/ui/icon-list";

/** The header's two calls to action: down to the request form, or an e-mail to the integration team. */
export function IntegrationHeaderActions() {
  return (
    <div className="mt-6 flex flex-col gap-3 sm:mt-8 sm:flex-row sm:flex-wrap sm:items-center">
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

/**
 * The page's one figure as a slim fact under the hero's calls: the promise a vendor weighs first, without a tile that
 * would push the example's three calls off a phone's first screen.
 */
export function SetupFact() {
  const { value, label } = integrationSetupFigure;
  return (
    <p data-testid="integration-setup-fact" className="mt-3 flex items-start gap-2 text-sm leading-snug text-muted sm:mt-5 sm:text-base">
      <Timer aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <span>
        <strong className="font-semibold text-brand-950">{value}</strong> {label}
      </span>
    </p>
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
