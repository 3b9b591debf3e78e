import type { VideoSource, VideoTrack } from "~/content/types";
import { site } from "~/site";

// Module-level constants: the player re-binds its media listeners when `sources` changes identity.
// The portrait cut first: a phone picks it by its `media`, a wider screen skips it (docs/decisions/607).
const sources: readonly VideoSource[] = [
  { src: "/video/demo-portrait.webm", type: 'video/webm; codecs="vp9"', portrait: true },
  { src: "/video/demo-portrait.mp4", type: 'video/mp4; codecs="avc1.640028"', portrait: true },
  { src: "/video/demo.webm", type: 'video/webm; codecs="vp9"' },
  { src: "/video/demo.mp4", type: 'video/mp4; codecs="avc1.640028"' },
];

const tracks: readonly VideoTrack[] = [
  { src: "/video/demo.pt-BR.vtt", kind: "descriptions", srcLang: "pt-BR", label: "Descrição em português" },
];

/**
 * Frame sizes of the rendered cuts (video-demo-scenes.json: width, height and portrait; a unit test keeps
 * them equal, and the portrait one 9:16, the player's phone box). Literals, so the pages with the player do
 * not load the scene file.
 */
export const frame = { width: 1280, height: 720, portrait: { width: 540, height: 960 } } as const;

/** Anchor of the video's text description on the demo page (linked from beside the home page's player). */
export const demoTranscriptId = "descricao-do-video";

/** What the player needs of the demo video, the same on the home page and on the demo page. */
export const demoPlayer = {
  title: `Vídeo de demonstração da ${site.productName}`,
  sources,
  tracks,
  poster: "/video/demo-cover.webp",
  endImage: "/video/demo-end.webp",
  width: frame.width,
  height: frame.height,
  /** The video's length (video-demo-info's, from the scene file; a unit test keeps the two equal), shown before the media loads. */
  durationSeconds: 54.65,
  /** The phones' cut: its pictures drawn for the portrait box (a landscape slide 343 px wide is unreadable). */
  portrait: { poster: "/video/demo-portrait-cover.webp", endImage: "/video/demo-portrait-end.webp" },
} as const;

/**
 * The demo page's cover: a still of the video itself ("21h47 · recepção fechada": the first patient message at 5.5 s,
 * on a phone the three at 7.5 s; scripts/demo-video/timeline.mjs), not the poster and its title, which would be a second headline
 * right under the page's h1. The play mark sits over the still's phone. The home's player keeps the titled poster
 * (no h1 of its own above it), and so do the video's structured data.
 */
export const demoPageCover = {
  poster: "/video/demo-cover-frame.webp",
  portrait: { ...demoPlayer.portrait, poster: "/video/demo-portrait-cover-frame.webp" },
  coverMark: "phone",
} as const;
