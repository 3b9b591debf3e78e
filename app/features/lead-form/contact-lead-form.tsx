import { contactPage } from "~/content/contact-page";
import { CONTACT_AUTOMATION_ID, CONTACT_MESSAGE } from "~/content/lead-contract/contact-form";
import { site } from "~/site";
import { activeVariantKey, DEFAULT_VARIANT_KEY, OPTION_ATTRIBUTE } from "./contact-variant-key";
import { LeadForm, sendLeadOnDemand } from "./lead-form";

/**
 * /contato's form island: holds what the page used to pass as a function and as JSX. It renders
 * every variant's form title (a small label) and heading, as the prerendered HTML has them (the page's CSS shows the one the
 * head script picked), so hydration changes no text; the shown title is the lead's description,
 * read when the form is sent.
 */
export function ContactLeadForm({
  formTitles,
  formHeadings,
  submitLabels,
}: {
  formTitles: Record<string, string>;
  /** The h2 per variant, in the send button's words; where it is the form title itself, no label above it. */
  formHeadings: Record<string, string>;
  submitLabels: Record<string, string>;
}) {
  const fallback = formTitles[DEFAULT_VARIANT_KEY] ?? "";
  const byVariant = (texts: Record<string, string>) =>
    Object.entries(texts).map(([key, text]) => (
      <span key={key} {...{ [OPTION_ATTRIBUTE]: key }}>
        {text}
      </span>
    ));
  const heading = byVariant(formHeadings);
  // The form title (the lead's description) as the label above a heading that makes the button's promise.
  const eyebrow = Object.entries(formTitles).map(([key, text]) => (
    <span key={key} {...{ [OPTION_ATTRIBUTE]: key }} className="mb-0.5 block empty:hidden sm:mb-1">
      {formHeadings[key] === text ? "" : text}
    </span>
  ));
  return (
    <LeadForm
      automationId={CONTACT_AUTOMATION_ID}
      formTitle={fallback}
      variantTitles={{ heading, eyebrow, current: () => formTitles[activeVariantKey()] ?? fallback }}
      redirectTo={site.urls.thankYou}
      onSubmit={sendLeadOnDemand}
      privacyPolicyUrl="/aviso-privacidade"
      messageToSend={CONTACT_MESSAGE}
      submitLabel={byVariant(submitLabels)}
      outro={<NextSteps />}
    />
  );
}

/** What happens after sending: three short numbered steps (the thank-you page's, in short). */
function NextSteps() {
  const { title, steps } = contactPage.nextSteps;
  return (
    <>
      <p className="font-semibold text-brand-950">{title}</p>
      <ol className="mt-2 flex flex-col gap-2">
        {steps.map((step, i) => (
          <li key={step} className="flex gap-2.5">
            <span
              aria-hidden="true"
              className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800"
            >
              {i + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
    </>
  );
}
