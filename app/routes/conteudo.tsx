import type { Route } from "./+types/conteudo";
import { seo } from "~/lib/seo";
import { PageHeader } from "~/ui/page-header";

const crumbs = [{ name: "Início", url: "/" }, { name: "Conteúdo", url: "/conteudo" }];

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Conteúdo para clínicas",
    description: "Artigos, guias e fontes oficiais sobre automação, gestão de clínicas, atendimento ao paciente, regulação e inovação em saúde.",
    pagePath: "/conteudo",
    breadcrumbs: crumbs,
  });

export default function Page() {
  return <PageHeader crumbs={crumbs} title="Conteúdo para clínicas" />;
}
