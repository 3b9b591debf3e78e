declare module "virtual:reading-words" {
  /** Page path -> words of the piece's rendered body, counted at build time (scripts/vite/article-build.ts). */
  const words: Readonly<Record<string, number>>;
  export default words;
}
