import { Clock } from "lucide-react";
import { contactPage } from "~/content/contact-page";
import { CONTACT_AUTOMATION_ID, CONTACT_MESSAGE } from "~/content/lead-contract/contact-form";
import { site } from "~/site";
import { activeVariantKey, DEFAULT_VARIANT_KEY, OPTION_ATTRIBUTE } from "./contact-variant-key";
import { LeadForm, sendLeadOnDemand } from "./lead-form";

/**
 * /contato's form island: holds what the page used to pass as a function and as JSX. It renders
 * every variant's form title, as the prerendered HTML has them (the page's CSS shows the one the
 * head script picked), so hydration changes no text; the shown title is the lead's description,
 * read when the form is sent.
 */
export function ContactLeadForm({ formTitles }: { formTitles: Record<string, string> }) {
  const fallback = formTitles[DEFAULT_VARIANT_KEY] ?? "";
  const heading = Object.entries(formTitles).map(([key, title]) => (
    <span key={key} {...{ [OPTION_ATTRIBUTE]: key }}>
      {title}
    </span>
  ));
  return (
    <LeadForm
      automationId={CONTACT_AUTOMATION_ID}
      formTitle={fallback}
      variantTitles={{ heading, current: () => formTitles[activeVariantKey()] ?? fallback }}
      redirectTo={site.urls.thankYou}
      onSubmit={sendLeadOnDemand}
      privacyPolicyUrl="/aviso-privacidade"
      messageToSend={CONTACT_MESSAGE}
      outro={
        <p className="flex gap-2">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          {contactPage.nextStep}
        </p>
      }
    />
  );
}
