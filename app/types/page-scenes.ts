/**
 * What the pages use of the demo video's scene file (served by scripts/vite/demo-scenes-for-pages.ts):
 * the video's length, and each scene's title and description for its text alternative.
 */
export interface PageScenes {
  durationSeconds: number;
  scenes: Array<{ id: string; title: string; description: string }>;
}
