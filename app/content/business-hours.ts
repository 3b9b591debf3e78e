import { site } from "~/site";

/** "08:00" -> "8h", "18:30" -> "18h30", as Brazilians write office hours. */
export function hourLabel(time: string): string {
  const [h = "0", m = "00"] = time.split(":");
  return `${Number(h)}h${m === "00" ? "" : m}`;
}

const days = site.businessHours.days;
const hours = `das ${hourLabel(site.businessHours.opens)} às ${hourLabel(site.businessHours.closes)}`;

/** "de segunda a sexta, das 8h às 18h": the business hours of site.ts, written once for every sentence that states them. */
export const businessHoursText = `de ${days.toLowerCase()}, ${hours}`;

/** "Segunda a sexta, das 8h às 18h", a line on its own (the footer). */
export const businessHoursLine = `${days.charAt(0).toUpperCase()}${days.slice(1)}, ${hours}`;
