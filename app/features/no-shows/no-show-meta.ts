import { noShowPage as copy } from "~/content/no-show-calculator";
import { webApplication } from "~/lib/json-ld/web-application";
import { seo } from "~/lib/seo";

export const noShowCrumbs = [
  { name: "Início", url: "/" },
  { name: copy.crumb, url: copy.path },
];

/** /calculadora-de-faltas's head tags: the page as a free web application, and its breadcrumb. */
export const noShowMeta = () =>
  seo({
    title: copy.title,
    description: copy.description,
    pagePath: copy.path,
    breadcrumbs: noShowCrumbs,
    jsonLd: [webApplication({ name: copy.heading, description: copy.description, path: copy.path })],
  });
