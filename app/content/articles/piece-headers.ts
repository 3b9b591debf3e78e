import { piecePath } from "./pieces";

/**
 * Address and title of each guide and article read straight from its MDX file's frontmatter, for
 * code that cannot wait for the content collection (the WhatsApp opening message, the browser
 * tests). The collection (app/piece-sources.ts) stays the source of everything else.
 */
export interface PieceHeader {
  id: string;
  path: string;
  title: string;
}

/** The `key: value` lines of a frontmatter block; values may be quoted and followed by a `# comment`. */
export function frontmatterFields(source: string): Record<string, string> {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? "";
  const fields: Record<string, string> = {};
  for (const line of block.split(/\r?\n/)) {
    const match = /^([A-Za-z]+):\s*(.*?)\s*$/.exec(line);
    if (!match) continue;
    const quoted = /^(["'])(.*?)\1\s*(?:#.*)?$/.exec(match[2]!);
    fields[match[1]!] = quoted ? quoted[2]! : match[2]!.replace(/\s+#.*$/, "");
  }
  return fields;
}

/** `llms-para-saude.mdx` and its text -> its address and title. */
export function pieceHeader(file: string, source: string): PieceHeader {
  const id = file
    .split("/")
    .at(-1)!
    .replace(/\.mdx$/, "");
  const fields = frontmatterFields(source);
  if (!fields.title) throw new Error(`content/articles/${id}.mdx has no title`);
  return { id, path: piecePath(id, fields.path), title: fields.title };
}

let headers: PieceHeader[] | undefined;

/** Every piece of content/articles; read at build (the files are not sent to the browser). */
export function pieceHeaders(): PieceHeader[] {
  headers ??= Object.entries(import.meta.glob<string>("./*.mdx", { query: "?raw", import: "default", eager: true })).map(([file, text]) =>
    pieceHeader(file, text),
  );
  return headers;
}
