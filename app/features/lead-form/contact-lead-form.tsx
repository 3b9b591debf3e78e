import { Clock } from "lucide-react";
import { useEffect, useState } from "react";
import { contactPage } from "~/content/contact-page";
import { CONTACT_AUTOMATION_ID, CONTACT_MESSAGE } from "~/content/lead-contract/contact-form";
import { site } from "~/site";
import { variantForSearch } from "./contact-variant";
import { LeadForm, sendLeadOnDemand } from "./lead-form";

/**
 * /contato's form island: holds what the page used to pass as a function and as JSX. `formTitle` is
 * the default variant's, so the first client render matches the prerendered HTML (a mismatch would
 * make React rebuild the form and lose what was typed); the URL's variant follows in an effect.
 */
export function ContactLeadForm({ formTitle }: { formTitle: string }) {
  const [title, setTitle] = useState(formTitle);
  useEffect(() => {
    void variantForSearch(window.location.search).then((variant) => variant && setTitle(variant.formTitle));
  }, []);
  return (
    <LeadForm
      automationId={CONTACT_AUTOMATION_ID}
      formTitle={title}
      redirectTo={site.urls.thankYou}
      onSubmit={sendLeadOnDemand}
      privacyPolicyUrl="/aviso-privacidade"
      messageToSend={CONTACT_MESSAGE}
      intro={
        <p className="flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          {contactPage.hours}
        </p>
      }
    />
  );
}
