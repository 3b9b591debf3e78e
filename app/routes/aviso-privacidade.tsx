import type { Route } from "./+types/aviso-privacidade";
import Content, { frontmatter as rawFrontmatter } from "~/content/legal/aviso-privacidade.mdx";
import { parseFrontmatter } from "~/lib/frontmatter";
import { seo } from "~/lib/seo";
import { site } from "~/site";
import { LegalPage } from "~/ui/legal-page";

const frontmatter = parseFrontmatter(rawFrontmatter, "app/content/legal/aviso-privacidade.mdx");
const crumbs = [{ name: "Início", url: "/" }, { name: "Aviso de privacidade", url: "/aviso-privacidade" }];

export const meta: Route.MetaFunction = () =>
  seo({
    title: frontmatter.title,
    description: frontmatter.description,
    pagePath: "/aviso-privacidade",
    breadcrumbs: crumbs,
  });

export default function Page() {
  return (
    <LegalPage
      crumbs={crumbs}
      frontmatter={frontmatter}
      Content={Content}
      lead={`Quais dados pessoais tratamos no site e na plataforma ${site.productName}, para quê, por quanto tempo e como você exerce os seus direitos pela LGPD.`}
    />
  );
}
