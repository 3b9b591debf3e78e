import type { Route } from "./+types/ia-veio-para-ajudar-secretarias-medicas";
import Article, { frontmatter } from "~/content/articles/ia-veio-para-ajudar-secretarias-medicas.mdx";
import { secretariasToc } from "~/content/articles/toc";
import { secretariesArticle as copy } from "~/content/articles/article-pages";
import { hubPage } from "~/content/hub-page";
import { mdxRoute } from "~/lib/mdx-route";
import { ArticleLayout, articleMdxComponents } from "~/ui/article-layout";
import { Prose } from "~/ui/prose";

const page = mdxRoute({
  frontmatter,
  file: copy.file,
  path: copy.path,
  crumb: copy.crumb,
  parent: hubPage.parentCrumb,
  article: true,
  metaTitle: copy.metaTitle,
});
const fm = page.frontmatter;

export const meta: Route.MetaFunction = page.meta;

export default function Page() {
  return (
    <ArticleLayout
      crumbs={page.crumbs}
      eyebrow={copy.eyebrow}
      title={fm.title}
      lead={copy.lead}
      datePublished={fm.datePublished}
      dateModified={fm.dateModified}
      toc={secretariasToc}
      backLink={hubPage.backLink}
    >
      <Prose>
        <Article components={articleMdxComponents} />
      </Prose>
    </ArticleLayout>
  );
}
