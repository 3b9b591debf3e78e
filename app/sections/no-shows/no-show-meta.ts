import { noShowPage as copy } from "~/content/no-show-calculator";
import { webApplication } from "~/lib/json-ld/web-application";
import { pageHead } from "~/lib/page-head";

/** /calculadora-de-faltas's trail and head tags: the page as a free web application. */
export const noShowHead = () =>
  pageHead(copy, {
    jsonLd: [webApplication({ name: copy.heading, description: copy.description, path: copy.path })],
  });
