declare module "*?chunk-url" {
  /** Address of the module built as a chunk of its own (scripts/vite/chunk-url.ts). */
  const url: string;
  export default url;
}
