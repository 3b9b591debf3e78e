import type { Route } from "./+types/termos-de-uso";
import Content, { frontmatter as rawFrontmatter } from "~/content/legal/termos-de-uso.mdx";
import { mdxRoute } from "~/lib/mdx-route";
import { site } from "~/site";
import { LegalPage } from "~/ui/legal-page";

const page = mdxRoute({
  frontmatter: rawFrontmatter,
  file: "app/content/legal/termos-de-uso.mdx",
  path: "/termos-de-uso",
  crumb: "Termos de Uso",
});

export const meta: Route.MetaFunction = page.meta;

export default function Page() {
  return (
    <LegalPage
      crumbs={page.crumbs}
      frontmatter={page.frontmatter}
      Content={Content}
      lead={`As regras de contratação e de uso da plataforma ${site.productName}: cadastro, perfis de acesso, pagamento, cancelamento, reembolso e suporte.`}
    />
  );
}
