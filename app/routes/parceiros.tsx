import type { Route } from "./+types/parceiros";
import { seo } from "~/lib/seo";
import { PageHeader } from "~/ui/page-header";

const crumbs = [{ name: "Início", url: "/" }, { name: "Parceiros", url: "/parceiros" }];

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Programa de parceiros",
    description: "Seja parceiro comercial ou consultor especialista da Atendra e leve automação com IA a clínicas médicas e odontológicas.",
    pagePath: "/parceiros",
    breadcrumbs: crumbs,
  });

export default function Page() {
  return <PageHeader crumbs={crumbs} title="Programa de parceiros" />;
}
