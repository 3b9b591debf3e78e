/**
 * The four conversations of "Converse como paciente" (app/features/simulator) and the `source`
 * label each one's "Quero isso na minha clínica" carries to /contato. On their own, without the
 * scripts: the contact variants import them, and /contato must not download the conversations.
 */
export const simulationScenarioIds = ["agendamento", "audio-e-foto", "lembrete", "atendimento-humano"] as const;

export type SimulationScenarioId = (typeof simulationScenarioIds)[number];

export const simulationSources = {
  agendamento: "simulacao-agendamento",
  "audio-e-foto": "simulacao-audio-e-foto",
  lembrete: "simulacao-lembrete",
  "atendimento-humano": "simulacao-atendimento-humano",
} as const satisfies Record<SimulationScenarioId, string>;
