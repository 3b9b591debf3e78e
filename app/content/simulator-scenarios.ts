import { urgency } from "./claims";
import { simulationSources } from "./simulator-sources";
import type { AssistantMessage, PatientMessage, SimScenario } from "./simulator-types";

/**
 * The scripts of "Converse como paciente" (app/features/simulator): four conversations with a
 * fictional clinic, each showing only what the site says the platform does:
 * several messages answered at once, booking into the agenda, audio and images read, reminders and
 * confirmation, the team notified when a patient asks for a person. The assistant introduces itself
 * as the clinic's virtual assistant and gives no clinical advice.
 * Names, days and times are illustrative; no other figure appears. simulator-scenarios.test.ts
 * checks every path.
 */

export const simulatedClinic = { name: "Clínica Bem Viver", initial: "B" } as const;

const say = (text: string): PatientMessage => ({ kind: "text", text });
const audio = (text: string): PatientMessage => ({ kind: "audio", text });
const photo = (text: string): PatientMessage => ({ kind: "photo", text });
const reply = (text: string): AssistantMessage => ({ kind: "text", text });
const event = (text: string): AssistantMessage => ({ kind: "event", text });

const intro = `Sou a assistente virtual da ${simulatedClinic.name}. ${urgency.firstMessage}`;

const booking = {
  id: "agendamento",
  tab: "Agendar às 23h",
  summary: "Várias mensagens seguidas, uma resposta só",
  when: "Terça-feira, 23h04",
  source: simulationSources.agendamento,
  start: "inicio",
  nodes: {
    inicio: {
      assistant: [],
      replies: [
        { says: [say("Oi, boa noite"), say("queria marcar uma consulta"), say("tem horário esta semana?")], next: "horarios" },
        { says: [say("Boa noite!"), say("preciso marcar consulta com a Dra. Paula"), say("qualquer dia desta semana")], next: "horarios" },
      ],
    },
    horarios: {
      assistant: [
        reply(
          `Boa noite! ${intro} Esta semana, a Dra. Paula tem horário livre na quinta-feira, às 8h30 ou às 16h. Qual fica melhor para você?`,
        ),
      ],
      replies: [
        { says: [say("Quinta às 8h30")], next: "nome-manha" },
        { says: [say("Quinta às 16h")], next: "nome-tarde" },
      ],
    },
    "nome-manha": {
      assistant: [reply("Combinado. Para registrar a consulta, qual é o nome completo de quem vai ser atendido?")],
      replies: [
        { says: [say("Mariana Souza")], next: "marcada-manha" },
        { says: [say("É para a minha mãe, Helena Souza")], next: "marcada-manha" },
      ],
    },
    "nome-tarde": {
      assistant: [reply("Combinado. Para registrar a consulta, qual é o nome completo de quem vai ser atendido?")],
      replies: [
        { says: [say("Mariana Souza")], next: "marcada-tarde" },
        { says: [say("É para a minha mãe, Helena Souza")], next: "marcada-tarde" },
      ],
    },
    "marcada-manha": {
      assistant: [
        reply("Pronto! Consulta marcada para quinta-feira, às 8h30, com a Dra. Paula."),
        event("Consulta registrada na agenda da clínica"),
        reply("Na véspera, envio uma mensagem por aqui para confirmar a presença. Boa noite!"),
      ],
    },
    "marcada-tarde": {
      assistant: [
        reply("Pronto! Consulta marcada para quinta-feira, às 16h, com a Dra. Paula."),
        event("Consulta registrada na agenda da clínica"),
        reply("Na véspera, envio uma mensagem por aqui para confirmar a presença. Boa noite!"),
      ],
    },
  },
} satisfies SimScenario;

const orderPhoto = "Foto do pedido médico";

const audioAndPhoto = {
  id: "audio-e-foto",
  tab: "Áudio e foto do pedido",
  summary: "O pedido médico fica anexado à consulta",
  when: "Segunda-feira, 10h12",
  source: simulationSources["audio-e-foto"],
  start: "inicio",
  nodes: {
    inicio: {
      assistant: [],
      replies: [
        {
          label: "Mandar um áudio e a foto do pedido médico",
          says: [
            audio("Bom dia! Aqui é o Carlos. Tenho consulta com o Dr. Ricardo e queria deixar com vocês o pedido médico que recebi."),
            photo(orderPhoto),
          ],
          next: "anexado",
        },
        {
          label: "Mandar a foto do pedido médico e depois um áudio",
          says: [
            photo(orderPhoto),
            audio("Oi, bom dia. É o Carlos. Esse é o pedido que o meu médico passou; queria que ficasse junto da minha consulta."),
          ],
          next: "anexado",
        },
      ],
    },
    anexado: {
      assistant: [
        reply(`Bom dia, Carlos! ${intro} Ouvi o seu áudio e recebi a foto do pedido médico.`),
        reply("Anexei o pedido à sua consulta de quinta-feira, às 9h, com o Dr. Ricardo, para que ele o veja no atendimento."),
        event("Pedido médico anexado à consulta na agenda"),
      ],
      replies: [
        { says: [say("Preciso fazer algum preparo para os exames?")], next: "preparo" },
        { says: [say("Obrigado!")], next: "ate-quinta" },
      ],
    },
    // The one rule for exam preparation (claims.ts, examPrepRule): the instructions the clinic
    // registered are sent; questions about the patient's own case go to the team.
    preparo: {
      assistant: [
        reply("Enviei as orientações de preparo que a clínica cadastrou para os exames do seu pedido."),
        event("Orientações de preparo cadastradas pela clínica enviadas"),
        reply("Quem responde a dúvidas sobre o seu caso é a equipe: quer que eu a chame?"),
      ],
      replies: [
        { says: [say("Quero, por favor")], next: "equipe-avisada" },
        { says: [say("Não precisa, obrigado")], next: "ate-quinta" },
      ],
    },
    "equipe-avisada": {
      assistant: [
        reply("Pronto, avisei a equipe da clínica por mensagem. Alguém vai responder por aqui."),
        event("Equipe notificada; a conversa aguarda a clínica"),
      ],
    },
    "ate-quinta": { assistant: [reply("Por nada, Carlos! Até quinta-feira.")] },
  },
} satisfies SimScenario;

/** A reminder "na véspera" only when the new day is not tomorrow: for tomorrow, the eve is today. */
const rescheduled = (when: string, freed: string, tomorrow = false): AssistantMessage[] => [
  reply(`Pronto! Sua consulta passou para ${when}, com a Dra. Paula.${tomorrow ? " Até amanhã, Mariana!" : ""}`),
  event(`Consulta remarcada na agenda; ${freed} voltou a ficar livre`),
  ...(tomorrow ? [] : [reply("Na véspera, envio outra mensagem para você confirmar.")]),
];

const reminder = {
  id: "lembrete",
  tab: "Lembrete na véspera",
  summary: "Confirmar ou remarcar com as suas palavras",
  when: "Quarta-feira, 18h",
  source: simulationSources.lembrete,
  start: "lembrete",
  nodes: {
    lembrete: {
      assistant: [reply(`Olá, Mariana! ${intro} Sua consulta com a Dra. Paula é amanhã, quinta-feira, às 14h. Você confirma a presença?`)],
      replies: [
        { says: [say("Confirmo, estarei aí")], next: "confirmada" },
        { says: [say("Amanhã não consigo. Dá para remarcar?")], next: "outro-dia" },
        { says: [say("Pode ser mais tarde, no mesmo dia?")], next: "mesmo-dia" },
      ],
    },
    confirmada: { assistant: [reply("Presença confirmada. Até amanhã, Mariana!"), event("Consulta confirmada na agenda")] },
    "mesmo-dia": {
      assistant: [reply("Amanhã, a Dra. Paula tem horário livre às 17h30. Esse horário serve para você?")],
      replies: [
        { says: [say("Serve, pode trocar")], next: "remarcada-quinta" },
        { says: [say("Não, prefiro outro dia")], next: "outro-dia" },
      ],
    },
    "outro-dia": {
      assistant: [
        reply("Sem problema. A Dra. Paula tem horário livre na sexta-feira, às 9h30, e na segunda-feira, às 15h. Qual fica melhor?"),
      ],
      replies: [
        { says: [say("Sexta às 9h30")], next: "remarcada-sexta" },
        { says: [say("Segunda às 15h")], next: "remarcada-segunda" },
      ],
    },
    "remarcada-quinta": { assistant: rescheduled("amanhã, quinta-feira, às 17h30", "o horário das 14h", true) },
    "remarcada-sexta": { assistant: rescheduled("sexta-feira, às 9h30", "o horário de quinta") },
    "remarcada-segunda": { assistant: rescheduled("segunda-feira, às 15h", "o horário de quinta") },
  },
} satisfies SimScenario;

const waiting = event("A conversa aguarda a equipe da clínica");

const person = {
  id: "atendimento-humano",
  tab: "Falar com uma pessoa",
  summary: "A equipe é avisada e assume a conversa",
  when: "Sexta-feira, 15h20",
  source: simulationSources["atendimento-humano"],
  start: "inicio",
  nodes: {
    inicio: {
      assistant: [],
      replies: [
        { says: [say("Quero falar com uma pessoa, por favor")], next: "avisada" },
        { says: [say("Oi, recebi uma cobrança que não reconheço")], next: "oferece" },
      ],
    },
    avisada: {
      assistant: [
        reply(`Claro! ${intro} Já avisei a equipe da clínica, que recebeu uma notificação por mensagem.`),
        event("Equipe notificada por mensagem"),
        reply("Alguém vai continuar esta conversa por aqui. Se quiser, adiante o assunto: a equipe vê tudo o que você escrever."),
      ],
      replies: [
        { says: [say("É sobre o reembolso de uma consulta")], next: "anotado" },
        { says: [say("Prefiro explicar para a pessoa")], next: "aguardando" },
      ],
    },
    oferece: {
      assistant: [reply(`Boa tarde! ${intro} Cobranças são tratadas pela equipe da clínica. Quer que eu chame alguém?`)],
      replies: [
        { says: [say("Sim, por favor")], next: "avisada-por-email" },
        { says: [say("Quero falar com uma pessoa")], next: "avisada-por-email" },
      ],
    },
    anotado: { assistant: [reply("Anotado. A equipe vai ver a sua mensagem ao assumir a conversa."), waiting] },
    aguardando: { assistant: [reply("Tudo bem. A equipe responde por aqui."), waiting] },
    "avisada-por-email": {
      assistant: [
        reply("Pronto, avisei a equipe da clínica por e-mail. Alguém vai continuar esta conversa por aqui."),
        event("Equipe notificada por e-mail"),
        waiting,
      ],
    },
  },
} satisfies SimScenario;

/**
 * In the order of the buttons; the first one is the conversation the chat opens on, and the transcript read without
 * JavaScript. It is the audio and the photo, not the night booking: the home's hero phone already shows a booking at
 * night, so the simulator below it opens on another moment (decision 886).
 */
export const simulatorScenarios: readonly [SimScenario, ...SimScenario[]] = [audioAndPhoto, booking, reminder, person];
