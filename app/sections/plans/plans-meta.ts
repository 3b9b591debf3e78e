import { plans } from "~/content/plans";
import { plansFaq } from "~/content/plans-faq";
import { plansPage as copy } from "~/content/plans-page";
import { planCatalogue } from "~/lib/json-ld/plan-catalogue";
import { pageHead } from "~/lib/page-head";
import { faqPage } from "~/lib/structured-data";

/** /planos-precos's trail and head tags: the plan catalogue in BRL and the FAQ the page shows. */
export const plansHead = () =>
  pageHead(copy, {
    jsonLd: [planCatalogue(copy.catalogueName, copy.description, copy.path, plans), faqPage(plansFaq)],
  });
