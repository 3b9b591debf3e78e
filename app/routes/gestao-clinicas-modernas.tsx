import type { Route } from "./+types/gestao-clinicas-modernas";
import Article, { frontmatter } from "~/content/articles/gestao-clinicas-modernas.mdx";
import { gestaoToc } from "~/content/articles/toc";
import { gestaoArticle as copy } from "~/content/articles/article-pages";
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
});

export const meta: Route.MetaFunction = page.meta;

export default function Page() {
  return <MdxArticlePage page={page} copy={copy} toc={gestaoToc} Article={Article} />;
}
