import type { Route } from "./+types/obrigado";
import { seo } from "~/lib/seo";
import { PageHeader } from "~/ui/page-header";

const crumbs = [
  { name: "Início", url: "/" },
  { name: "Obrigado", url: "/obrigado" },
];

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Recebemos seu contato",
    description: "Obrigado pelo interesse. Nossa equipe responde em horário comercial, de segunda a sexta, das 8h às 18h.",
    pagePath: "/obrigado",
    breadcrumbs: crumbs,
    noindex: true,
  });

export default function ThankYou() {
  return <PageHeader crumbs={crumbs} title="Recebemos seu contato" />;
}
