import type { Route } from "./+types/aviso-privacidade";
import { seo } from "~/lib/seo";
import { PageHeader } from "~/ui/page-header";

const crumbs = [{ name: "Início", url: "/" }, { name: "Aviso de privacidade", url: "/aviso-privacidade" }];

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Aviso de privacidade",
    description: "Como a Atendra trata dados pessoais no site e na plataforma, conforme a LGPD: finalidades, bases legais, cookies e direitos.",
    pagePath: "/aviso-privacidade",
    breadcrumbs: crumbs,
  });

export default function Page() {
  return <PageHeader crumbs={crumbs} title="Aviso de privacidade" />;
}
