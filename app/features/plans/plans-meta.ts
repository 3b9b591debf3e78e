import { plans } from "~/content/plans";
import { plansFaq } from "~/content/plans-faq";
import { plansPage as copy } from "~/content/plans-page";
import { planCatalogue } from "~/lib/json-ld/plan-catalogue";
import { seo } from "~/lib/seo";
import { faqPage } from "~/lib/structured-data";

export const plansCrumbs = [
  { name: "Início", url: "/" },
  { name: copy.crumb, url: copy.path },
];

/** /planos-precos's head tags: the plan catalogue in BRL and the FAQ the page shows. */
export const plansMeta = () =>
  seo({
    title: copy.title,
    description: copy.description,
    pagePath: copy.path,
    breadcrumbs: plansCrumbs,
    jsonLd: [planCatalogue(copy.catalogueName, copy.description, copy.path, plans), faqPage(plansFaq)],
  });
