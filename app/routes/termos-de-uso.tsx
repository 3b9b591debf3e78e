import type { Route } from "./+types/termos-de-uso";
import Content, { frontmatter as rawFrontmatter } from "~/content/legal/termos-de-uso.mdx";
import { parseFrontmatter } from "~/lib/frontmatter";
import { seo } from "~/lib/seo";
import { site } from "~/site";
import { LegalPage } from "~/ui/legal-page";

const frontmatter = parseFrontmatter(rawFrontmatter, "app/content/legal/termos-de-uso.mdx");
const crumbs = [{ name: "Início", url: "/" }, { name: "Termos de uso", url: "/termos-de-uso" }];

export const meta: Route.MetaFunction = () =>
  seo({
    title: frontmatter.title,
    description: frontmatter.description,
    pagePath: "/termos-de-uso",
    breadcrumbs: crumbs,
  });

export default function Page() {
  return (
    <LegalPage
      crumbs={crumbs}
      frontmatter={frontmatter}
      Content={Content}
      lead={`As regras de contratação e de uso da plataforma ${site.productName}: cadastro, perfis de acesso, pagamento, cancelamento, reembolso e suporte.`}
    />
  );
}
