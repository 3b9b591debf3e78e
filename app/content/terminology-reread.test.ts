import { describeRejectedVariants, type Rule } from "./terminology-test-kit";

/**
 * An independent editorial re-read of the copy (2026-11-28) found three language errors and two medium claims,
 * fixed in the copy; the demo video's words (M2) followed with its next render. Each rejected variant is checked against `was`, the old text
 * it must catch, in the file `in` it was in; then no visible text may have it.
 */
const rules: Array<Rule & { was: string; in: string }> = [
  {
    // The company's name ends in "Ltda.": its own period ends the sentence.
    rejected: /\{site\.company\.name\}\. /,
    write: "{site.company.name} As informações… (no second full stop after “Ltda.”)",
    was: "os materiais da plataforma continuam sendo da {site.company.name}. As informações, os textos",
    in: "app/content/legal/termos-de-uso.mdx",
  },
  {
    rejected: /Nesta especialidade, a secret[áa]ria virtual:/,
    write: "Recursos em destaque nesta especialidade: (a lead-in to a list of feature names)",
    was: '  heroFeaturesLabel: "Nesta especialidade, a secretária virtual:",',
    in: "app/content/specialties-page.ts",
  },
  {
    // The count is rounded up: its value is at least the plan's price, not equal to it.
    rejected: /o equivalente a (\$\{avoided\}|\d+ faltas? evitadas?)/,
    write: "R$ 299 por mês, valor coberto por 2 faltas evitadas no mês",
    was: "  `${lead} ${plan} ${needs}: ${monthly} por mês, o equivalente a ${avoided}.`;",
    in: "app/content/ui-strings/no-shows.ts",
  },
  {
    rejected: /n[ãa]o ter[áa] custado nada/,
    write: "plano pago antecipadamente, com reembolso integral em até 30 dias corridos. A demonstração com a nossa equipe é gratuita.",
    was: "peça o reembolso integral em até ${claims.refundDays} dias corridos da contratação, e o teste não terá custado nada.",
    in: "app/content/video-demo-page.ts",
  },
  {
    // Archives are aged by their last write (server/leads/lead-upkeep.mjs, purgeArchives), not per submission.
    rejected: /c[óo]pias de arquivo que o contenham/,
    write: "cada arquivo é apagado 180 dias depois do último envio que recebeu",
    was: "Passados 180 dias do recebimento, o servidor apaga o envio, tenha sido repassado ou não, e também as cópias de arquivo que o contenham;",
    in: "app/content/legal/aviso-privacidade.mdx",
  },
  {
    // A conversation's start would owe the assistant's introduction and the urgency guidance: the picture is a crop.
    rejected: /Boa tarde! Tenho s[áa]bado/,
    write: "Temos 9h para você e 9h30 para ele. (a reply in the middle of a conversation)",
    was: '    reply: "Boa tarde! Tenho sábado às 9h ou 11h.",',
    in: "app/content/home-visuals.ts",
  },
  {
    // Without the introduction above it, the night picture is a crop from the middle of a conversation.
    rejected: /"Voc[êe]s atendem s[áa]bado de manh[ãa]\?"/,
    write: "E no sábado de manhã? (a follow-up question)",
    was: '    message: "Vocês atendem sábado de manhã?",',
    in: "app/content/home-visuals.ts",
  },
  {
    // The video's closing scene (frames, description track, page transcript) says the site's whole condition.
    rejected: /menos de 72 horas ap[óo]s a confirma[çc][ãa]o do pagamento\./,
    write: "menos de 72 horas após a confirmação do pagamento e o envio das informações da clínica (setupCondition)",
    was: '      "body": "Fale com um especialista. Implantação em menos de 72 horas após a confirmação do pagamento.",',
    in: "app/content/video-demo-scenes.json",
  },
  {
    rejected: /d[úu]vidas sobre [^,"]+, a equipe responde/,
    write: "as dúvidas sobre o seu caso ficam com a equipe (the assistant writes standard Portuguese)",
    was: '          "text": "Entendi, Mariana! … Enviei as orientações de preparo que a clínica cadastrou; dúvidas sobre o seu caso, a equipe responde.",',
    in: "app/content/video-demo-scenes.json",
  },
];

describeRejectedVariants("the editorial re-read's rejected variants", rules);
