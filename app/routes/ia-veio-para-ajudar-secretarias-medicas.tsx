import type { Route } from "./+types/ia-veio-para-ajudar-secretarias-medicas";
import Article, { frontmatter } from "~/content/articles/ia-veio-para-ajudar-secretarias-medicas.mdx";
import { secretariasToc } from "~/content/articles/toc";
import { parseFrontmatter } from "~/lib/frontmatter";
import { seo } from "~/lib/seo";
import { article } from "~/lib/structured-data";
import { ArticleLayout, articleMdxComponents } from "~/ui/article-layout";
import { Prose } from "~/ui/prose";

const path = "/ia-veio-para-ajudar-secretarias-medicas";
const fm = parseFrontmatter(frontmatter, "ia-veio-para-ajudar-secretarias-medicas.mdx");
const crumbs = [
  { name: "Início", url: "/" },
  { name: "Conteúdo", url: "/conteudo" },
  { name: "A IA veio para ajudar as secretárias médicas", url: path },
];

export const meta: Route.MetaFunction = () =>
  seo({
    title: "A IA veio para ajudar as secretárias médicas",
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
    </ArticleLayout>
  );
}
