import { Mail, XCircle } from "lucide-react";
import { integrationPage } from "~/content/integration";
import { integrationFeatures, integrationHighlights, integrationSteps, traditionalLimits } from "~/content/integration-details";

export function HighlightList() {
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {integrationHighlights.map(({ icon: Icon, value, label }) => (
        <li key={value} className="rounded-2xl border border-line bg-surface p-5">
          <Icon aria-hidden="true" className="size-6 text-brand-700" />
          <p className="mt-3 text-3xl font-extrabold tracking-tight text-brand-900">{value}</p>
          <p className="mt-1 text-sm text-muted">{label}</p>
        </li>
      ))}
    </ul>
  );
}

export function LimitList() {
  return (
    <ul className="mt-8 grid gap-4 md:grid-cols-2">
      {traditionalLimits.map((item) => (
        <li key={item.title} className="flex gap-3 rounded-2xl border border-line bg-white p-5">
          <XCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
          <div>
            <h3 className="font-semibold text-brand-950">{item.title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-muted">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function IntegrationFeatureList() {
  return (
    <ul className="mt-8 grid gap-4 md:grid-cols-2">
      {integrationFeatures.map(({ icon: Icon, title, description }) => (
        <li key={title} className="rounded-2xl border border-line p-6 shadow-sm">
          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50">
            <Icon aria-hidden="true" className="size-6 text-brand-700" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-brand-950">{title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted">{description}</p>
        </li>
      ))}
    </ul>
  );
}

/** The six steps on the dark band, numbered. */
export function StepList() {
  return (
    <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {integrationSteps.map(({ icon: Icon, title, description }, i) => (
        <li key={title} className="rounded-2xl border border-brand-800 bg-brand-900 p-5">
          <div className="flex items-center gap-3">
            <span className="inline-flex size-9 items-center justify-center rounded-full bg-brand-400 font-bold text-brand-950">
              {i + 1}
            </span>
            <Icon aria-hidden="true" className="size-5 text-brand-200" />
          </div>
          <h3 className="mt-4 font-semibold text-white">{title}</h3>
          <p className="mt-1 text-sm leading-relaxed text-brand-100">{description}</p>
        </li>
      ))}
    </ol>
  );
}

/** The support and partnership e-mails beside the form. */
export function ContactCards() {
  return (
    <div className="mt-8 grid gap-4 sm:grid-cols-2">
      {integrationPage.contacts.map(({ id, icon: Icon, title, text, email }) => (
        <div key={id} className="rounded-2xl border border-line bg-surface p-5">
          <Icon aria-hidden="true" className="size-6 text-brand-700" />
          <h3 className="mt-3 font-semibold text-brand-950">{title}</h3>
          <p className="mt-1 text-sm text-muted">{text}</p>
          <a
            href={`mailto:${email}`}
            className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium break-all text-brand-700 underline underline-offset-2"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {email}
          </a>
        </div>
      ))}
    </div>
  );
}
