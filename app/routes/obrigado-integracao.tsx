import type { Route } from "./+types/obrigado-integracao";
import { seo } from "~/lib/seo";
import { PageHeader } from "~/ui/page-header";

const crumbs = [
  { name: "Início", url: "/" },
  { name: "Obrigado", url: "/obrigado-integracao" },
];

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Recebemos seu pedido de integração",
    description: "Obrigado pelo interesse na integração via API. Nossa equipe responde em horário comercial, de segunda a sexta, das 8h às 18h.",
    pagePath: "/obrigado-integracao",
    breadcrumbs: crumbs,
    noindex: true,
  });

export default function ThankYou() {
  return <PageHeader crumbs={crumbs} title="Recebemos seu contato" />;
}
