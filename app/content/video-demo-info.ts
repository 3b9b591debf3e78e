import { site } from "~/site";
import scenes from "./video-demo-scenes.json?page";
import { demoPlayer } from "./video-demo";

interface TimedVideo {
  stepFadeSeconds: number;
  sceneFadeSeconds: number;
  scenes: ReadonlyArray<{ steps: ReadonlyArray<{ seconds: number }> }>;
}

/**
 * Length of the rendered video: every still's seconds, minus the overlap of each cross-fade.
 * Mirrors scripts/demo-video/timeline.mjs; the e2e test checks it against the real file.
 */
export function demoVideoDuration(video: TimedVideo): number {
  let total = 0;
  video.scenes.forEach((scene, sceneIndex) => {
    scene.steps.forEach((step, stepIndex) => {
      total += step.seconds;
      if (sceneIndex === 0 && stepIndex === 0) return;
      total -= stepIndex === 0 ? video.sceneFadeSeconds : video.stepFadeSeconds;
    });
  });
  return Math.round(total * 1000) / 1000;
}

/** The demo video (rendered by scripts/make-demo-video.sh from video-demo-scenes.json). */
export const demoVideo = {
  name: `${site.productName} em ação: do primeiro “oi” à consulta confirmada`,
  description:
    "Demonstração em menos de um minuto: a IA atende uma paciente fora do horário, junta mensagens picadas, entende áudio e PDF, agenda, envia lembrete, confirma a consulta, chama a equipe quando pedem uma pessoa e mostra o painel da clínica.",
  poster: demoPlayer.poster,
  durationSeconds: demoVideoDuration(scenes),
  uploadDate: "2026-11-21",
  /** Text alternative of a video without sound (WCAG 1.2.1): what each scene shows. */
  transcript: scenes.scenes.map((scene) => ({ id: scene.id, title: scene.title, description: scene.description })),
} as const;

