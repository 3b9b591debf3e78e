import type { Route } from "./+types/ia-veio-para-ajudar-secretarias-medicas";
import Article, { frontmatter } from "~/content/articles/ia-veio-para-ajudar-secretarias-medicas.mdx";
import { secretariasToc } from "~/content/articles/toc";
import { mdxRoute } from "~/lib/mdx-route";
import { articleFacts } from "~/features/article/article-facts";
import { ArticlePage } from "~/features/article/article-page";
import { articleMdxComponents } from "~/ui/article-layout";
import { Prose } from "~/ui/prose";

const page = mdxRoute({
  frontmatter,
  file: "ia-veio-para-ajudar-secretarias-medicas.mdx",
  path: "/ia-veio-para-ajudar-secretarias-medicas",
  crumb: "A IA veio para ajudar as secretárias médicas",
  parent: { name: "Conteúdo", url: "/conteudo" },
  article: articleFacts("/ia-veio-para-ajudar-secretarias-medicas"),
  metaTitle: "A IA veio para ajudar as secretárias médicas",
});
const fm = page.frontmatter;

export const meta: Route.MetaFunction = page.meta;

export default function Page() {
  return (
    <ArticlePage
      crumbs={page.crumbs}
      eyebrow="Opinião"
      title={fm.title}
      lead="A inteligência artificial assume o trabalho repetitivo da recepção. O acolhimento, o bom senso e as exceções continuam nas mãos de quem conhece cada paciente."
      datePublished={fm.datePublished}
      dateModified={fm.dateModified}
      toc={secretariasToc}
      backLink={{ to: "/conteudo", label: "Voltar para Conteúdo" }}
    >
      <Prose>
        <Article components={articleMdxComponents} />
      </Prose>
    </ArticlePage>
  );
}
