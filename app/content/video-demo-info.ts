import { site } from "~/site";
import scenes from "./video-demo-scenes.json?page";
import { demoPlayer } from "./video-demo";

/** The demo video (rendered by scripts/make-demo-video.sh from video-demo-scenes.json). */
export const demoVideo = {
  name: `${site.productName} em ação: do primeiro “oi” à consulta confirmada`,
  description:
    "Demonstração em menos de um minuto: a IA atende uma paciente fora do horário, responde de uma vez a várias mensagens seguidas, entende um áudio e o PDF de um pedido de exame, agenda, envia o lembrete, confirma a consulta e chama a equipe quando a paciente pede para falar com uma pessoa; no fim, o painel da clínica.",
  poster: demoPlayer.poster,
  durationSeconds: scenes.durationSeconds,
  uploadDate: "2026-11-25",
  /** Text alternative of a video without sound (WCAG 1.2.1): what each scene shows. */
  transcript: scenes.scenes,
} as const;
