/**
 * Interface strings: the demo video's player and text description.
 * Read through a namespace import (`import * as playerStrings from ...`): each word is its own export, which the bundler
 * renames and drops when unused, where an object would ship every key to the browser.
 * The dictionary is the folder app/content/ui-strings/, one file per area (docs/decisions/380).
 */

/** The demo video's player (an island). */
export const unsupported = "Seu navegador não suporta reprodução de vídeo.";
export const replay = "Clique para assistir novamente";
export const loading = "Carregando o vídeo";
export const play = "Reproduzir";
export const pause = "Pausar";
export const position = "Posição do vídeo";

/** The video's text description, rendered at build time beside the player. */
export const transcriptStrings = {
  summary: "Descrição do vídeo em texto",
} as const;

const unit = (n: number, singular: string, plural: string) => `${n} ${n === 1 ? singular : plural}`;

/** "1 minuto e 30 segundos", "45 segundos", "2 minutos", "0 segundos", from whole minutes and seconds. */
export function spokenMinutes(m: number, s: number): string {
  if (m === 0) return unit(s, "segundo", "segundos");
  if (s === 0) return unit(m, "minuto", "minutos");
  return `${unit(m, "minuto", "minutos")} e ${unit(s, "segundo", "segundos")}`;
}

/** "1 minuto e 30 segundos de 2 minutos": a position out of a length, both already spoken. */
export const spokenOf = (position: string, length: string) => `${position} de ${length}`;
