export type SimulationEvent = "simulation_start" | "simulation_complete";

/**
 * Tells the tag manager that a visitor started (first reply) or finished a simulated conversation:
 * `{ event, scenario }`. Pushed like the WhatsApp click: the data layer is only read by the tag
 * manager, which the consent defaults (Consent Mode, lib/analytics-snippet) keep cookieless until
 * the visitor accepts.
 */
export function pushSimulationEvent(event: SimulationEvent, scenario: string, win: Window = window): void {
  (win.dataLayer ??= []).push({ event, scenario });
}
