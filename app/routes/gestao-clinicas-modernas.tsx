import type { Route } from "./+types/gestao-clinicas-modernas";
import { seo } from "~/lib/seo";
import { PageHeader } from "~/ui/page-header";

const crumbs = [{ name: "Início", url: "/" }, { name: "Gestão de clínicas modernas", url: "/gestao_clinicas_modernas" }];

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Gestão de clínicas modernas",
    description: "Guia de gestão para clínicas: pilares, automação, inteligência artificial, indicadores (KPIs) e um plano de implementação.",
    pagePath: "/gestao_clinicas_modernas",
    breadcrumbs: crumbs,
  });

export default function Page() {
  return <PageHeader crumbs={crumbs} title="Gestão de clínicas modernas" />;
}
