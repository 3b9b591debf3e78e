import type { Route } from "./+types/planos-precos";
import { seo } from "~/lib/seo";
import { PageHeader } from "~/ui/page-header";

const crumbs = [{ name: "Início", url: "/" }, { name: "Planos e preços", url: "/planos-precos" }];

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Planos e preços",
    description: "Compare os cinco planos da Atendra, do Básico ao Enterprise, com interações incluídas, usuários e instâncias de WhatsApp.",
    pagePath: "/planos-precos",
    breadcrumbs: crumbs,
  });

export default function Page() {
  return <PageHeader crumbs={crumbs} title="Planos e preços" />;
}
