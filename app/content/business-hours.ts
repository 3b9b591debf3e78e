/** "08:00" -> "8h", "18:30" -> "18h30", as Brazilians write office hours. */
export function hourLabel(time: string): string {
  const [h = "0", m = "00"] = time.split(":");
  return `${Number(h)}h${m === "00" ? "" : m}`;
}

/** When the team answers (Brasília time); the structured data states the same hours (lib/structured-data.ts). */
export const businessHours = { days: "Segunda a sexta", opens: "08:00", closes: "18:00" } as const;

const { days } = businessHours;
const hours = `das ${hourLabel(businessHours.opens)} às ${hourLabel(businessHours.closes)}`;

/** "de segunda a sexta, das 8h às 18h": the business hours, written once for every sentence that states them. */
export const businessHoursText = `de ${days.toLowerCase()}, ${hours}`;

/** The days the support does not work: the Terms of Use, section 15 (the company's city is Belo Horizonte). */
export const holidaysException = "exceto feriados nacionais e do município de Belo Horizonte";

/**
 * "de segunda a sexta, das 8h às 18h (horário de Brasília), exceto feriados…": the support's hours with their
 * exception, said one way wherever a page tells when the team answers.
 */
export const supportHoursText = `${businessHoursText} (horário de Brasília), ${holidaysException}`;

/**
 * "Segunda a sexta, das 8h às 18h (horário de Brasília), exceto feriados…", a line on its own (the footer):
 * the same hours and exception as every sentence that states them.
 */
export const businessHoursLine = `${days.charAt(0).toUpperCase()}${days.slice(1)}, ${hours} (horário de Brasília), ${holidaysException}`;
