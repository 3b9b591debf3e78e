import type { Route } from "./+types/integracao";
import { seo } from "~/lib/seo";
import { PageHeader } from "~/ui/page-header";

const crumbs = [{ name: "Início", url: "/" }, { name: "Integração", url: "/integracao" }];

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Integração via API para softwares médicos",
    description: "Integre seu software médico ou odontológico à IA de atendimento da Atendra por API, com implantação em menos de 48 horas.",
    pagePath: "/integracao",
    breadcrumbs: crumbs,
  });

export default function Page() {
  return <PageHeader crumbs={crumbs} title="Integração via API para softwares médicos" />;
}
