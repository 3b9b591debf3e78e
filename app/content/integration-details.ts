import type { LucideIcon } from "lucide-react";
import { BellRing, CalendarSync, Code2, FlaskConical, Headphones, MessagesSquare, Rocket, Search, Server, Timer } from "lucide-react";
import { INTEGRATION_SETUP_HOURS } from "./integration";
import type { IconCard } from "./types";

/**
 * The informative blocks of /integracao (highlights, limits, features, steps), shown by the
 * build-time components of sections/integration/integration-blocks.tsx.
 */

/**
 * The benefit "metric": the page's one figure, the setup promise (claims.integrationSetupHours), a fact under the
 * hero's calls: the value, then the label as the rest of its sentence. What else the
 * integration gives (any hour, the schedule through the API) the feature cards say; the company's role as
 * operator, the FAQ on security and the LGPD.
 */
export const integrationSetupFigure = {
  icon: Timer,
  value: `< ${INTEGRATION_SETUP_HOURS} h`,
  label: "para o ambiente de integração ficar pronto, após a análise técnica",
} as const satisfies { icon: LucideIcon; value: string; label: string };

export const traditionalLimits = [
  {
    title: "A agenda só anda quando a recepção está livre",
    description: "Fora do horário ou com a recepção ocupada, o paciente que quer marcar fica sem resposta e procura outra clínica.",
  },
  {
    title: "Confirmações ainda dependem de telefone",
    description: "Ligar para cada paciente na véspera toma horas da equipe e, mesmo assim, faltas e horários vagos continuam.",
  },
  {
    title: "Várias mensagens seguidas, áudios e fotos sem tratamento",
    description: "O paciente manda três mensagens, um áudio e a foto do pedido médico; o sistema tradicional não entende nada disso.",
  },
  {
    title: "Cada canal é uma ilha",
    description:
      "O WhatsApp da clínica não conversa com o prontuário nem com a agenda, e a equipe copia dados à mão de um lado para o outro.",
  },
] as const;

export const integrationFeatures = [
  {
    icon: CalendarSync,
    title: "Agenda sincronizada",
    description:
      "A IA consulta os horários livres no seu sistema, agenda, remarca e cancela pela conversa, e distribui as vagas de forma inteligente para evitar buracos na agenda.",
  },
  {
    icon: MessagesSquare,
    title: "Atendimento natural no WhatsApp",
    description:
      "Conversas naturais a qualquer hora, com leitura de áudios, imagens e PDFs, e uma resposta só quando o paciente manda várias mensagens seguidas. A IA não avalia sintomas: a orientação da clínica para urgências (por exemplo, SAMU 192) deve ir na primeira mensagem.",
  },
  {
    icon: BellRing,
    title: "Confirmações e acompanhamento",
    description:
      "Confirmações, lembretes e retornos disparados a partir dos dados da agenda, só para pacientes que aceitaram receber mensagens da clínica, e aviso por mensagem ou e-mail quando o paciente pede para falar com uma pessoa.",
  },
  {
    icon: Code2,
    title: "API e prompt dinâmico",
    description:
      "Integração por API com o seu software, acesso por token (só o titular da conta o vê e decide com quem compartilhá-lo) e instruções da IA que se ajustam a cada clínica e profissional (alguns recursos dependem do plano).",
  },
] as const satisfies readonly IconCard[];

export const integrationSteps = [
  { icon: Search, title: "Análise técnica", description: "Entendemos a API, os dados de agenda e as regras do seu software." },
  { icon: Server, title: "Configuração do ambiente", description: "Preparamos credenciais, ambiente de testes e o mapeamento dos dados." },
  { icon: Code2, title: "Desenvolvimento", description: "Conectamos agenda, cadastro de pacientes e mensagens às rotinas da IA." },
  { icon: FlaskConical, title: "Testes integrados", description: "Validamos agendamentos, remarcações e confirmações de ponta a ponta." },
  { icon: Rocket, title: "Liberação gradual", description: "Liberamos para algumas clínicas primeiro e ampliamos com segurança." },
  { icon: Headphones, title: "Suporte contínuo", description: "Acompanhamos a operação e evoluímos a integração com a sua equipe." },
] as const satisfies readonly IconCard[];
