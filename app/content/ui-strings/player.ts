/**
 * Interface strings: the demo video's player and text description.
 * The dictionary is the folder app/content/ui-strings/, one file per area (docs/decisions/380).
 */

/** The demo video's player (an island). */
export const playerStrings = {
  unsupported: "Seu navegador não suporta reprodução de vídeo.",
  replay: "Clique para assistir novamente",
  loading: "Carregando o vídeo",
  play: "Reproduzir",
  pause: "Pausar",
  position: "Posição do vídeo",
} as const;

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
