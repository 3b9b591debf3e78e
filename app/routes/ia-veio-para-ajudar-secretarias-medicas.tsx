import type { Route } from "./+types/ia-veio-para-ajudar-secretarias-medicas";
import Article, { frontmatter } from "~/content/articles/ia-veio-para-ajudar-secretarias-medicas.mdx";
import { secretariasToc } from "~/content/articles/toc";
import { secretariesArticle as copy } from "~/content/articles/article-pages";
import { hubPage } from "~/content/hub-page";
import { mdxRoute } from "~/lib/mdx-route";
import { articleFacts } from "~/features/article/article-facts";
import { MdxArticlePage } from "~/features/article/mdx-article-page";

const page = mdxRoute({
  frontmatter,
  file: copy.file,
  path: copy.path,
  crumb: copy.crumb,
  parent: hubPage.parentCrumb,
  article: articleFacts(copy.path),
  metaTitle: copy.metaTitle,
});

export const meta: Route.MetaFunction = page.meta;

export default function Page() {
  return <MdxArticlePage page={page} copy={copy} toc={secretariasToc} Article={Article} />;
}
