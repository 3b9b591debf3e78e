/** The demo video's scenes as the pages see them (scripts/vite/demo-scenes-for-pages.ts, `PageScenes`). */
declare module "*video-demo-scenes.json?page" {
  const scenes: {
    width: number;
    height: number;
    stepFadeSeconds: number;
    sceneFadeSeconds: number;
    scenes: Array<{ id: string; title: string; description: string; steps: Array<{ seconds: number }> }>;
  };
  export default scenes;
}
