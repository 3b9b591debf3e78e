import { Mail, ShieldAlert } from "lucide-react";
import { DELETION_SUBJECT, deletionEmail, deletionMailto, deletionPage as copy } from "~/content/legal/deletion-request";
import { buttonClass } from "~/ui/button-styles";

/** /exclusao-dados: how to ask for deletion, with the prefilled e-mail, above the legal text. */
export function DeletionBox() {
  return (
    <section aria-labelledby={copy.box.id} className="mb-10 max-w-[68ch] rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6">
      <h2 id={copy.box.id} className="text-lg font-bold text-brand-950">
        {copy.box.title}
      </h2>
      <p className="mt-2 text-ink">
        {copy.box.opensMail} <strong className="[overflow-wrap:anywhere]">{deletionEmail}</strong>
        {copy.box.subject} <strong>{DELETION_SUBJECT}</strong> {copy.box.template}
      </p>
      <a href={deletionMailto()} className={buttonClass("primary", "lg", "mt-5 bg-accent-700! hover:bg-brand-900!")}>
        <Mail aria-hidden="true" className="size-5" />
        {copy.box.cta}
      </a>
      <p className="mt-4 flex gap-2 text-sm text-muted">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
        <span>{copy.box.passwordWarning}</span>
      </p>
    </section>
  );
}
