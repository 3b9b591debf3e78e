import { Children, isValidElement, type ComponentType, type ReactNode } from "react";

export interface TocHeading {
  id: string;
  text: string;
}

function textOf(node: ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return "";
}

/**
 * The h2 headings of an MDX document, with the ids rehype-slug gave them. Calling the
 * compiled component without a wrapper returns its element tree, so the table of contents
 * is built from the very elements that will be rendered: prerendered, no JavaScript needed,
 * and it cannot drift from the text (plans-legal-partners-pages.test.ts checks the ids against the DOM).
 */
export function extractHeadings(Content: ComponentType<Record<string, unknown>>): TocHeading[] {
  const render = Content as unknown as (props: Record<string, unknown>) => ReactNode;
  const headings: TocHeading[] = [];
  const visit = (node: ReactNode) => {
    Children.forEach(node, (child) => {
      if (!isValidElement<{ id?: string; children?: ReactNode }>(child)) return;
      if (child.type === "h2" && child.props.id) {
        headings.push({ id: child.props.id, text: textOf(child.props.children).trim() });
      } else if (typeof child.type !== "string") {
        // Fragments (and the document root) hold the top-level blocks.
        visit(child.props.children);
      }
    });
  };
  visit(render({}));
  return headings;
}

/** An ordered list of links to the h2 sections of a long text. */
export function TableOfContents({ headings, title = "Nesta página" }: { headings: readonly TocHeading[]; title?: string }) {
  return (
    <nav aria-labelledby="indice-titulo" className="rounded-2xl border border-line bg-surface p-5">
      <h2 id="indice-titulo" className="text-sm font-semibold tracking-wide text-brand-900 uppercase">
        {title}
      </h2>
      <ol className="mt-3 space-y-1.5 text-sm">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a
              href={`#${heading.id}`}
              className="block rounded py-0.5 text-muted underline-offset-2 hover:text-brand-800 hover:underline"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
