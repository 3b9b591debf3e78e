import type { VideoSource, VideoTrack } from "~/content/types";
import { site } from "~/site";

// Module-level constants: the player re-binds its media listeners when `sources` changes identity.
const sources: readonly VideoSource[] = [
  { src: "/video/demo.webm", type: 'video/webm; codecs="vp9"' },
  { src: "/video/demo.mp4", type: 'video/mp4; codecs="avc1.640028"' },
];

const tracks: readonly VideoTrack[] = [
  { src: "/video/demo.pt-BR.vtt", kind: "descriptions", srcLang: "pt-BR", label: "Descrição em português" },
];

/**
 * Frame size of the rendered video (video-demo-scenes.json: width, height; a unit test keeps the
 * two equal). A literal, so the pages with the player do not load the scene file.
 */
const frame = { width: 1280, height: 720 } as const;

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
  /** The phone's cover, in HTML (the poster slide is unreadable at 343 px): the poster's own headline. */
  face: {
    eyebrow: "Vídeo de demonstração",
    title: "Do primeiro “oi” à consulta confirmada",
    note: "Atendimento, agendamento, lembrete e confirmação pelo WhatsApp.",
    /** The video's first conversation, in short (video-demo-scenes.json, "agendamento"): the product on the cover. */
    chat: [
      { from: "patient", text: "queria marcar uma limpeza" },
      { from: "patient", text: "quinta 14h" },
      { from: "clinic", text: "Pronto, agendado!" },
    ],
  },
} as const;
