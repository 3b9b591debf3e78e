/**
 * The agenda example on /integracao (app/sections/integration/agenda-example.tsx): what the integration
 * exchanges with the vendor's system. Illustrative, and said so: no public API of the platform is claimed
 * (docs/claims.md, "Integration with the clinic's management system" and "Contínua" rows: hold). The
 * integration uses the vendor's own API, whose routes and fields the technical analysis maps; reading by
 * polling or by webhook follows what that API offers. The patient, the times and the ids are examples.
 */
export const agendaExampleSection = {
  id: "exemplo-agenda",
  title: "A integração com a agenda, em um exemplo",
  lead: "Três momentos de uma conversa e o que a integração troca com o seu sistema.",
  /** Under the code panels, in small muted type: what the example assumes. Every caveat stays (docs/claims.md). */
  note: "Rotas, campos e autenticação são os da API do seu software: a análise técnica faz esse mapeamento, e a sincronização segue a frequência que a sua API permite. Neste exemplo, a API do seu sistema permite consultar as vagas a cada pedido; se só permitir leitura periódica, a IA oferece as vagas da última sincronização. Este não é o contrato de uma API pública.",
  example: "Exemplo ilustrativo",
  requestLabel: "Requisição ao seu sistema",
  responseLabel: "Resposta",
  /** The header's summary of the three exchanges (one line each: the call, what it does, the answer's status). */
  glance: {
    label: "Exemplo ilustrativo da integração: as três chamadas ao seu sistema",
    title: "Uma conversa no WhatsApp, três chamadas ao seu sistema",
    more: "Ver o exemplo completo",
  },
} as const;

export interface AgendaExchange {
  id: string;
  step: string;
  title: string;
  text: string;
  request: readonly string[];
  response: readonly string[];
}

export const agendaExchanges: readonly AgendaExchange[] = [
  {
    id: "agenda-horarios",
    step: "1",
    title: "Consultar horários livres",
    text: "O paciente pede uma consulta; a IA busca as vagas do profissional no seu sistema antes de oferecer um horário.",
    request: ["GET /agenda/horarios-livres", "  ?profissional=dra-paula", "  &data=2026-12-03"],
    response: ["200 OK", "{", '  "horarios": ["08:30", "16:00"]', "}"],
  },
  {
    id: "agenda-criar",
    step: "2",
    title: "Criar o agendamento",
    text: "O paciente escolhe “quinta às 8h30”; a consulta entra na agenda do seu sistema, com a origem marcada.",
    request: [
      "POST /agenda/agendamentos",
      "{",
      '  "profissional": "dra-paula",',
      '  "inicio": "2026-12-03T08:30-03:00",',
      '  "paciente": {',
      '    "nome": "Mariana Souza",',
      '    "telefone": "+5511987654321"',
      "  },",
      '  "origem": "whatsapp"',
      "}",
    ],
    response: ["201 Created", "{", '  "id": "ag_1042",', '  "status": "agendado"', "}"],
  },
  {
    id: "agenda-confirmar",
    step: "3",
    title: "Registrar a confirmação",
    text: "Na véspera, o paciente responde ao lembrete; a IA atualiza o status da consulta, e a recepção vê a consulta confirmada na agenda.",
    request: ["PATCH /agenda/agendamentos/ag_1042", "{", '  "status": "confirmado",', '  "canal": "whatsapp"', "}"],
    response: ["200 OK", "{", '  "id": "ag_1042",', '  "status": "confirmado"', "}"],
  },
];
