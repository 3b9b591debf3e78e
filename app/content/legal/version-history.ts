/**
 * What changed in each legal text, version by version. The terms promise a new number and date for every
 * version (section 19) and the privacy notice shows the version in force at the top (section 13), so a
 * reader can tell which text an electronic acceptance points to. The frontmatter's `version`,
 * `datePublished` and `dateModified` must match the first and last rows (version-history.test.ts).
 * Dates are ISO (YYYY-MM-DD); the page shows them as DD/MM/YYYY. Decision record 260.
 */

import { claims } from "~/content/claims";

export type LegalDoc = "termos-de-uso" | "aviso-privacidade" | "exclusao-dados";

export interface LegalVersion {
  version: string;
  date: string;
  changes: readonly string[];
}

const firstVersion: LegalVersion = { version: "01", date: "2025-04-08", changes: ["Publicação."] };

export const versionHistory: Readonly<Record<LegalDoc, readonly LegalVersion[]>> = {
  "termos-de-uso": [
    firstVersion,
    {
      version: "02",
      date: "2026-11-25",
      changes: [
        "Identificação completa da empresa e descrição dos recursos sem promessa de disponibilidade ininterrupta.",
        "Perfis de acesso, senhas e reajuste anual (IPCA) descritos com mais detalhe.",
        "Pedidos de cancelamento e de exclusão que chegam por outro canal recebem resposta explicando como confirmá-los pelo e-mail cadastrado.",
        `Pacote de interações extras válido por ${claims.billingCycleDays} dias a partir da compra; a exclusão de responsabilidade por falhas de terceiros passa a valer só para serviços que não contratamos, como o WhatsApp (seção 18).`,
        `O prazo de ${claims.privacy.accountDataDeletionDays} dias para os demais dados da conta passa a contar da confirmação do pedido (seção 14).`,
        "As conversas com os pacientes passam a ser chamadas de “conteúdo das conversas”.",
      ],
    },
    {
      version: "03",
      date: "2026-11-28",
      changes: [
        "O que a plataforma não faz com as urgências: a IA não avalia sintomas nem reconhece sozinha uma mensagem urgente, e, fora do horário da clínica, ninguém da equipe acompanha as conversas (seção 1).",
        "Novo dever do cliente: incluir na primeira mensagem do atendimento a orientação da clínica para urgências e mantê-la atualizada (seção 13).",
        "Definição de interação, a unidade dos limites e dos preços dos planos (seção 6).",
        "Pedidos de reembolso que chegam por outro canal também recebem resposta explicando como confirmá-los pelo e-mail cadastrado (seção 10).",
        `Confirmamos na hora o recebimento dos pedidos de reembolso e de cancelamento e respondemos em até ${claims.requestReplyDays} dias (seções 10 e 11).`,
        "A limitação de responsabilidade fica numa frase só, com uma única ressalva para os casos em que a lei não a permite, e não dá mais exemplos de serviços de terceiros (seção 18).",
      ],
    },
  ],
  "aviso-privacidade": [
    firstVersion,
    {
      version: "02",
      date: "2026-11-25",
      changes: [
        "Cookies: recusa com o mesmo destaque da aceitação, botão “Preferências de cookies” e o que muda ao enviar um formulário.",
        `Prazo de resposta aos pedidos do titular dos dados: até ${claims.privacy.responseDays} dias, contados do pedido, sem custo.`,
        "Envios de formulário apagados do servidor do site 180 dias depois de recebidos.",
        "Descrição do nosso papel de operadora nos dados dos pacientes, dos fornecedores que atuam como suboperadores e da transferência internacional.",
        "Pedidos de pacientes encaminhados à clínica, com aviso ao paciente (seção 2).",
        `Prazos de guarda: registros de acesso por 6 meses; demais dados da conta em até ${claims.privacy.accountDataDeletionDays} dias contados da confirmação do pedido (seção 8).`,
        "Direito de oposição incluído; as conversas passam a ser chamadas de “conteúdo das conversas”.",
      ],
    },
    {
      version: "03",
      date: "2026-11-28",
      changes: [
        "O prazo de 180 dias vale para todo envio de formulário guardado no servidor do site, repassado ou não à ferramenta de automação, e as cópias guardadas da versão anterior do site são apagadas 180 dias depois do último envio que receberam (seção 8).",
      ],
    },
  ],
  "exclusao-dados": [
    firstVersion,
    {
      version: "02",
      date: "2026-11-25",
      changes: [
        "O pedido de exclusão não exige mais a senha: a confirmação é feita por resposta ao e-mail cadastrado.",
        `Prazo de resposta: até ${claims.privacy.responseDays} dias, contados do pedido, sem custo.`,
        "Pedidos que chegam por outro canal recebem resposta explicando como confirmá-los pelo e-mail cadastrado.",
        `O prazo de ${claims.privacy.accountDataDeletionDays} dias para os demais dados da conta passa a contar da confirmação do pedido.`,
        "O pedido de um paciente é feito à clínica, que é a controladora; se chegar a nós, encaminhamos à clínica e avisamos o paciente.",
        "As conversas com os pacientes passam a ser chamadas de “conteúdo das conversas”.",
      ],
    },
    {
      version: "03",
      date: "2026-11-28",
      changes: [
        "Como um administrador ou membro de uma conta pede a exclusão só dos seus dados de usuário.",
        "A clínica que precisar manter parte do histórico de atendimento faz uma cópia antes de enviar o pedido.",
      ],
    },
  ],
};

/** The history of one document, oldest first; its last row is the version in force. */
export function historyOf(doc: string): readonly LegalVersion[] {
  const rows = (versionHistory as Record<string, readonly LegalVersion[]>)[doc];
  if (!rows) throw new Error(`No version history for the legal text "${doc}"`);
  return rows;
}

/** Heading of the history block under the version line. */
export const historyCopy = { title: "Histórico de versões", versionLabel: "Versão" } as const;
