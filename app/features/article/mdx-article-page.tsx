import type { JSX } from "react";
import type { MDXProps } from "mdx/types";
import { hubPage } from "~/content/hub-page";
import type { TocEntry } from "~/content/types";
import type { MdxRoute } from "~/lib/mdx-route";
import { articleMdxComponents } from "~/ui/article-layout";
import { Prose } from "~/ui/prose";
import { ArticlePage } from "./article-page";

interface MdxArticlePageProps {
  page: MdxRoute;
  copy: { eyebrow: string; lead: string };
  toc: readonly TocEntry[];
  Article: (props: MDXProps) => JSX.Element;
}

/** An MDX article under the content hub: header from its frontmatter and copy, table of contents, prose, then what ArticlePage adds (byline, share, related). */
export function MdxArticlePage({ page, copy, toc, Article }: MdxArticlePageProps) {
  const fm = page.frontmatter;
  return (
    <ArticlePage
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
    </ArticlePage>
  );
}
