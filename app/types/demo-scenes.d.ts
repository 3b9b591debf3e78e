declare module "*video-demo-scenes.json?page" {
  import type { PageScenes } from "~/types/page-scenes";

  const scenes: PageScenes;
  export default scenes;
}
