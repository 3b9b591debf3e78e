import type { Route } from "./+types/termos-de-uso";
import { seo } from "~/lib/seo";
import { PageHeader } from "~/ui/page-header";

const crumbs = [{ name: "Início", url: "/" }, { name: "Termos de uso", url: "/termos-de-uso" }];

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Termos de uso",
    description: "Termos de uso da plataforma Atendra: contas, pagamentos, cancelamento, reembolso, suporte e responsabilidades.",
    pagePath: "/termos-de-uso",
    breadcrumbs: crumbs,
  });

export default function Page() {
  return <PageHeader crumbs={crumbs} title="Termos de uso" />;
}
