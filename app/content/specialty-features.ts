/**
 * The platform features a specialty page may show, one key each: the spec's list of claimed features,
 * plus the confirmations, reminders and follow-ups the spec names as what the platform automates. A
 * specialty file picks from these keys only, so a page cannot show a capability the site does not claim.
 */
export const specialtyFeatureKeys = [
  "always-on",
  "first-contact-media",
  "accumulate-messages",
  "read-media",
  "ai-toggle",
  "human-handoff",
  "appointment-control",
  "software-integration",
  "smart-slots",
  "manager-panel",
  "reminders",
] as const;

export type SpecialtyFeatureKey = (typeof specialtyFeatureKeys)[number];

/** The generic name of each feature, shown above the specialty's own words for it. */
export const specialtyFeatureLabels = {
  "always-on": "Atendimento natural, a qualquer hora",
  "first-contact-media": "Imagem, vídeo e áudio no primeiro contato",
  "accumulate-messages": "Várias mensagens, uma resposta só",
  "read-media": "Entende áudios, imagens e PDFs",
  "ai-toggle": "Liga e desliga a IA por comando na conversa",
  "human-handoff": "Aviso à equipe quando o paciente pede para falar com uma pessoa",
  "appointment-control": "Controle interno de agendamentos",
  "software-integration": "Integração com o sistema da clínica",
  "smart-slots": "Distribuição inteligente de horários",
  "manager-panel": "Painel do gestor com chat multiatendente",
  reminders: "Confirmações e lembretes",
} as const satisfies Record<SpecialtyFeatureKey, string>;
