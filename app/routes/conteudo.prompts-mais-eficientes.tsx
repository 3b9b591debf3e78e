import type { Route } from "./+types/conteudo.prompts-mais-eficientes";
import { seo } from "~/lib/seo";
import { PageHeader } from "~/ui/page-header";

const crumbs = [{ name: "Início", url: "/" }, { name: "Conteúdo", url: "/conteudo" }, { name: "Guia: prompts mais eficientes na saúde", url: "/conteudo/prompts-mais-eficientes" }];

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Guia: prompts mais eficientes na saúde",
    description: "Cinco modelos de prompt prontos para profissionais de saúde: resumo de artigo, orientação ao paciente, comparação, roteiro e triagem.",
    pagePath: "/conteudo/prompts-mais-eficientes",
    breadcrumbs: crumbs,
  });

export default function Page() {
  return <PageHeader crumbs={crumbs} title="Guia: prompts mais eficientes na saúde" />;
}
