import type { Route } from "./+types/contato";
import { seo } from "~/lib/seo";
import { PageHeader } from "~/ui/page-header";

const crumbs = [{ name: "Início", url: "/" }, { name: "Contato", url: "/contato" }];

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Contato",
    description: "Converse com a equipe Atendra e veja como automatizar o atendimento e a agenda da sua clínica pelo WhatsApp.",
    pagePath: "/contato",
    breadcrumbs: crumbs,
  });

export default function Page() {
  return <PageHeader crumbs={crumbs} title="Fale com um especialista" />;
}
