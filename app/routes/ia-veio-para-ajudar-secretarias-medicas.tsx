import type { Route } from "./+types/ia-veio-para-ajudar-secretarias-medicas";
import { seo } from "~/lib/seo";
import { PageHeader } from "~/ui/page-header";

const crumbs = [{ name: "Início", url: "/" }, { name: "A IA veio para ajudar as secretárias médicas", url: "/ia-veio-para-ajudar-secretarias-medicas" }];

export const meta: Route.MetaFunction = () =>
  seo({
    title: "A IA veio para ajudar as secretárias médicas",
    description: "Por que a inteligência artificial apoia as secretárias médicas em vez de substituí-las, e como dividir o trabalho entre as duas.",
    pagePath: "/ia-veio-para-ajudar-secretarias-medicas",
    breadcrumbs: crumbs,
  });

export default function Page() {
  return <PageHeader crumbs={crumbs} title="A IA veio para ajudar as secretárias médicas" />;
}
