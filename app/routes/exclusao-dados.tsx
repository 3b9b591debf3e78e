import type { Route } from "./+types/exclusao-dados";
import { seo } from "~/lib/seo";
import { PageHeader } from "~/ui/page-header";

const crumbs = [{ name: "Início", url: "/" }, { name: "Exclusão de dados", url: "/exclusao-dados" }];

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Exclusão de dados",
    description: "Como pedir a exclusão dos seus dados da plataforma Atendra por e-mail e o que é removido em cada prazo.",
    pagePath: "/exclusao-dados",
    breadcrumbs: crumbs,
  });

export default function Page() {
  return <PageHeader crumbs={crumbs} title="Exclusão de dados" />;
}
