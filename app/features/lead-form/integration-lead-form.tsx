import { INTEGRATION_FORM_TITLE, integrationFormCopy } from "~/content/integration-form-copy";
import { INTEGRATION_AUTOMATION_ID, INTEGRATION_MESSAGE } from "~/content/lead-contract/integration-form";
import { site } from "~/site";
import { LeadForm, sendLeadOnDemand } from "./lead-form";

/** /integracao's form island: holds what the page used to pass as a function and as JSX. */
export function IntegrationLeadForm() {
  return (
    <LeadForm
      automationId={INTEGRATION_AUTOMATION_ID}
      formTitle={INTEGRATION_FORM_TITLE}
      redirectTo={site.urls.integrationThankYou}
      onSubmit={sendLeadOnDemand}
      privacyPolicyUrl="/aviso-privacidade"
      messageToSend={INTEGRATION_MESSAGE}
      intro={<p>{integrationFormCopy.intro}</p>}
      submitLabel={integrationFormCopy.submitLabel}
      emailPlaceholder={integrationFormCopy.emailPlaceholder}
    />
  );
}
