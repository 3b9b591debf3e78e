import { site } from "~/site";

/** "08:00" -> "8h", "18:30" -> "18h30", as Brazilians write office hours. */
export function hourLabel(time: string): string {
  const [h = "0", m = "00"] = time.split(":");
  return `${Number(h)}h${m === "00" ? "" : m}`;
}

/** "segunda a sexta, das 8h às 18h": the business hours of site.ts, written once for every sentence that states them. */
export const businessHoursText = `${site.businessHours.days.toLowerCase()}, das ${hourLabel(site.businessHours.opens)} às ${hourLabel(site.businessHours.closes)}`;

/** "Segunda a sexta, das 8h às 18h", to open a line. */
export const businessHoursLine = `${businessHoursText.charAt(0).toUpperCase()}${businessHoursText.slice(1)}`;
