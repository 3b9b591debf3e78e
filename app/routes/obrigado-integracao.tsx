import type { Route } from "./+types/obrigado-integracao";
import { integrationThankYou as copy } from "~/content/thank-you";
import { ThankYou } from "~/features/thank-you/thank-you";
import { seo } from "~/lib/seo";
import { site } from "~/site";

const crumbs = [
  { name: "Início", url: "/" },
  copy.parentCrumb,
  { name: "Obrigado", url: copy.path },
];

export const meta: Route.MetaFunction = () =>
  seo({ title: copy.title, description: copy.description, pagePath: copy.path, breadcrumbs: crumbs, noindex: true });

export default function ThankYouPage() {
  return (
    <ThankYou
      crumbs={crumbs}
      title={copy.title}
      lead={copy.lead}
      steps={copy.steps}
      contactEmail={site.company.integrationEmail}
      links={copy.links}
    />
  );
}
