import type { Route } from "./+types/conteudo.llms-para-saude";
import { seo } from "~/lib/seo";
import { PageHeader } from "~/ui/page-header";

const crumbs = [{ name: "Início", url: "/" }, { name: "Conteúdo", url: "/conteudo" }, { name: "Guia: LLMs para profissionais de saúde", url: "/conteudo/llms-para-saude" }];

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Guia: LLMs para profissionais de saúde",
    description: "Compare quatro assistentes de IA para profissionais de saúde: preços, avaliações, usos recomendados e cuidados com privacidade.",
    pagePath: "/conteudo/llms-para-saude",
    breadcrumbs: crumbs,
  });

export default function Page() {
  return <PageHeader crumbs={crumbs} title="Guia: LLMs para profissionais de saúde" />;
}
