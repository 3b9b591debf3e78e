import type { Route } from "./+types/gestao-clinicas-modernas";
import Article, { frontmatter } from "~/content/articles/gestao-clinicas-modernas.mdx";
import { gestaoToc } from "~/content/articles/toc";
import { mdxRoute } from "~/lib/mdx-route";
import { articleFacts } from "~/features/article/article-facts";
import { ArticlePage } from "~/features/article/article-page";
import { articleMdxComponents } from "~/ui/article-layout";
import { Prose } from "~/ui/prose";

const page = mdxRoute({
  frontmatter,
  file: "gestao-clinicas-modernas.mdx",
  path: "/gestao_clinicas_modernas",
  crumb: "Gestão de clínicas modernas",
  parent: { name: "Conteúdo", url: "/conteudo" },
  article: articleFacts("/gestao_clinicas_modernas"),
});
const fm = page.frontmatter;

export const meta: Route.MetaFunction = page.meta;

export default function Page() {
  return (
    <ArticlePage
      crumbs={page.crumbs}
      eyebrow="Artigo · Gestão"
      title={fm.title}
      lead="Pilares, automação, inteligência artificial, indicadores e um plano de implementação para médicos, dentistas, gestores e equipes de recepção."
      datePublished={fm.datePublished}
      dateModified={fm.dateModified}
      toc={gestaoToc}
      backLink={{ to: "/conteudo", label: "Voltar para Conteúdo" }}
    >
      <Prose>
        <Article components={articleMdxComponents} />
      </Prose>
    </ArticlePage>
  );
}
