import type { Route } from "./+types/gestao-clinicas-modernas";
import Article, { frontmatter } from "~/content/articles/gestao-clinicas-modernas.mdx";
import { gestaoToc } from "~/content/articles/toc";
import { gestaoArticle as copy } from "~/content/articles/article-pages";
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
      toc={gestaoToc}
      backLink={hubPage.backLink}
    >
      <Prose>
        <Article components={articleMdxComponents} />
      </Prose>
    </ArticleLayout>
  );
}
