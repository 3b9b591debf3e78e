declare module "*.mdx" {
  import type { MDXProps } from "mdx/types";
  import type { JSX } from "react";

  /** Frontmatter exported by remark-mdx-frontmatter; validated by parseFrontmatter. */
  export const frontmatter: unknown;
  export default function MDXContent(props: MDXProps): JSX.Element;
}
