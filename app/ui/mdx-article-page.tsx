import type { JSX } from "react";
import type { MDXProps } from "mdx/types";
import { hubPage } from "~/content/hub-page";
import type { TocEntry } from "~/content/types";
import type { MdxRoute } from "~/lib/mdx-route";
import { ArticleLayout, articleMdxComponents } from "./article-layout";
import { Prose } from "./prose";

interface MdxArticlePageProps {
  page: MdxRoute;
  copy: { eyebrow: string; lead: string };
  toc: readonly TocEntry[];
  Article: (props: MDXProps) => JSX.Element;
}

/** An MDX article under the content hub: header from its frontmatter and copy, table of contents, prose. */
export function MdxArticlePage({ page, copy, toc, Article }: MdxArticlePageProps) {
  const fm = page.frontmatter;
  return (
    <ArticleLayout
      crumbs={page.crumbs}
      eyebrow={copy.eyebrow}
      title={fm.title}
      lead={copy.lead}
      datePublished={fm.datePublished}
      dateModified={fm.dateModified}
      toc={toc}
      backLink={hubPage.backLink}
    >
      <Prose>
        <Article components={articleMdxComponents} />
      </Prose>
    </ArticleLayout>
  );
}
