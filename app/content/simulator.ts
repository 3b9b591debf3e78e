import { demoCall } from "./ui-strings/sales-call";

/**
 * Copy of "Converse como paciente" (app/features/simulator), on the home page and the demo video
 * page. The conversations themselves are in ./simulator-scenarios.ts.
 */
export const simulatorCopy = {
  id: "converse-como-paciente",
  title: "Converse como paciente",
  lead: "Escolha uma situação e toque nas respostas, como faria no WhatsApp: veja a assistente virtual agendar, receber áudio e foto, confirmar uma consulta e chamar a equipe.",
  /** The line above the chat: what this is, and what it is not. */
  disclaimer:
    "Simulação com roteiro fixo e uma clínica fictícia: as mensagens foram escritas de antemão; não é a IA respondendo ao vivo. Nomes, dias e horários são ilustrativos.",
  pickerLabel: "Escolha uma conversa",
  repliesLabel: "Escolha sua resposta",
  /** In the empty chat, when the patient speaks first. */
  emptyHint: "Você é o paciente: escolha abaixo o que enviar.",
  /** Under the clinic's name in the chat header. */
  status: "assistente virtual",
  typing: "digitando…",
  chatLabel: (clinic: string) => `Conversa simulada com a ${clinic}`,
  logLabel: "Mensagens",
  /** Read before each message by screen readers. */
  speakers: { patient: "Você:", assistant: "Assistente virtual:" },
  audio: "Mensagem de voz",
  endNote: "Fim desta conversa simulada.",
  contactCta: demoCall,
  another: "Ver outra conversa",
  /** At the end of the only conversation of a specialty page. */
  again: "Recomeçar a conversa",
  /** Beside the chat when a page has one conversation (a specialty page): what it shows, from its script. */
  notes: {
    title: "Nesta conversa",
    /** On a phone the notes fold after the chat, under this summary; from lg they are open beside it. */
    summary: "O que fica registrado nesta conversa",
    outcomes: "O que fica registrado",
    hint: "A primeira troca já está na tela: toque numa resposta, abaixo da conversa, para continuar.",
  },
  /** Under the transcript read without JavaScript (the prerendered first conversation). */
  transcriptNote: "Transcrição da primeira conversa. Com o JavaScript ativado, você escolhe as respostas e vê as outras conversas.",
} as const;
