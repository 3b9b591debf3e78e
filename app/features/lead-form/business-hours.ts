import { site } from "~/site";

/** "08:00" -> "8h", "18:30" -> "18h30", as Brazilians write office hours. */
export function hourLabel(time: string): string {
  const [h = "0", m = "00"] = time.split(":");
  return `${Number(h)}h${m === "00" ? "" : m}`;
}

/** "de segunda a sexta, das 8h às 18h" */
export const businessHoursText = `de ${site.businessHours.days.toLowerCase()}, das ${hourLabel(site.businessHours.opens)} às ${hourLabel(site.businessHours.closes)}`;
