import { spokenMinutes } from "~/content/ui-strings/player";
import { spokenOf } from "~/content/ui-strings/player";
/** "1:05" style clock for the visible time label. */
export function formatClock(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, "0")}`;
}

/** "1 minuto e 30 segundos", "45 segundos", "2 minutos", "0 segundos". */
export function spokenDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
  const m = Math.floor(total / 60);
  const s = total % 60;
  return spokenMinutes(m, s);
}

/** The slider's aria-valuetext: "1 minuto e 30 segundos de 2 minutos". */
export function progressValueText(current: number, duration: number): string {
  if (!Number.isFinite(duration) || duration <= 0) return spokenDuration(current);
  return spokenOf(spokenDuration(Math.min(current, duration)), spokenDuration(duration));
}
