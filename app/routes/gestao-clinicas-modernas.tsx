import type { Route } from "./+types/gestao-clinicas-modernas";
import Article, { frontmatter } from "~/content/articles/gestao-clinicas-modernas.mdx";
import { gestaoToc } from "~/content/articles/toc";
import { parseFrontmatter } from "~/lib/frontmatter";
import { seo } from "~/lib/seo";
import { article } from "~/lib/structured-data";
import { ArticleLayout, articleMdxComponents } from "~/ui/article-layout";
import { Prose } from "~/ui/prose";

const path = "/gestao_clinicas_modernas";
const fm = parseFrontmatter(frontmatter, "gestao-clinicas-modernas.mdx");
const crumbs = [
  { name: "Início", url: "/" },
  { name: "Conteúdo", url: "/conteudo" },
  { name: "Gestão de clínicas modernas", url: path },
];

export const meta: Route.MetaFunction = () =>
  seo({
    title: fm.title,
    description: fm.description,
    pagePath: path,
    breadcrumbs: crumbs,
    ogType: "article",
    jsonLd: [article({ ...fm, path })],
  });

export default function Page() {
  return (
    <ArticleLayout
      crumbs={crumbs}
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
    </ArticleLayout>
  );
}
