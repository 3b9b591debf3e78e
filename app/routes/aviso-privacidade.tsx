import type { Route } from "./+types/aviso-privacidade";
import Content, { frontmatter as rawFrontmatter } from "~/content/legal/aviso-privacidade.mdx";
import { mdxRoute } from "~/lib/mdx-route";
import { site } from "~/site";
import { LegalPage } from "~/ui/legal-page";

const page = mdxRoute({
  frontmatter: rawFrontmatter,
  file: "app/content/legal/aviso-privacidade.mdx",
  path: "/aviso-privacidade",
  crumb: "Aviso de Privacidade",
});

export const meta: Route.MetaFunction = page.meta;

export default function Page() {
  return (
    <LegalPage
      crumbs={page.crumbs}
      frontmatter={page.frontmatter}
      Content={Content}
      lead={`Quais dados pessoais tratamos no site e na plataforma ${site.productName}, para quê, por quanto tempo e como você exerce os seus direitos pela LGPD.`}
    />
  );
}
