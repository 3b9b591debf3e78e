import { site } from "~/site";
import { claims } from "./claims";
import type { FaqItem, RichText } from "./types";

/**
 * Copy of /seguranca-e-lgpd: the questions a clinic asks before putting its patients on a new
 * channel, answered only with what the terms and the privacy notice already say. Each answer names
 * the sections it comes from (`sources`, checked against the texts by security-page.test.ts); what the
 * company has not yet put on file is in docs/claims.md ("Privacy and security"), and the page says
 * so in "O que não afirmamos" instead of stating it.
 */

/** A legal text of the site and the numbered sections an answer is taken from. */
export interface SourceRef {
  doc: "aviso-privacidade" | "termos-de-uso" | "exclusao-dados";
  sections: readonly number[];
}

/** A paragraph, or a bulleted list of items. */
export type AnswerBlock = RichText | { list: readonly RichText[] };

export interface SecurityQuestion {
  /** The section's anchor. */
  id: string;
  question: string;
  answer: readonly AnswerBlock[];
  sources: readonly SourceRef[];
}

const { company } = site;
const privacyMail = { href: `mailto:${company.privacyEmail}`, text: company.privacyEmail };

export const securityPage = {
  path: "/seguranca-e-lgpd",
  crumb: "Segurança e LGPD",
  heading: "Segurança e LGPD",
  title: `Segurança e LGPD: os dados dos pacientes na ${site.productName}`,
  description: `Quem é controlador e quem é operador, que dados a ${site.productName} trata, quem acessa as conversas, para onde vão os dados e como excluí-los.`,
  eyebrow: "Para clínicas e encarregados de dados",
  lead: "Respostas, tiradas dos Termos de Uso e do Aviso de Privacidade, às perguntas que uma clínica faz antes de levar os pacientes a um novo canal. Cada resposta indica o trecho de onde foi tirada.",
  /** The lead's facts in fewer words, what a phone shows: the summary starts higher on its first screen, above a cookie banner. */
  leadShort: "Respostas dos Termos de Uso e do Aviso de Privacidade às perguntas de uma clínica, cada uma com o trecho de onde foi tirada.",
  /** The six tiles over the answers: each the gist of one answer, linking to it (ids of securityQuestions, or the contact's). */
  summary: {
    id: "resumo",
    title: "Em resumo",
    tiles: [
      {
        target: "controlador-e-operador",
        title: "Controladora e operadora",
        text: "A clínica decide sobre os dados dos pacientes; nós os tratamos por conta dela.",
        short: "A clínica decide sobre os dados; nós os tratamos por conta dela.",
      },
      {
        target: "dados-tratados",
        title: "Dados de saúde são sensíveis",
        text: "As conversas podem conter dados de saúde. Não vendemos dados nem usamos as conversas para fins próprios.",
        short: "Não vendemos dados nem usamos as conversas para fins próprios.",
      },
      {
        target: "acesso-as-conversas",
        title: "Acesso por perfis",
        text: "Titular da conta, administrador e membro, cada um com o próprio login; conexão criptografada (HTTPS).",
        short: "Titular da conta, administrador e membro, cada um com o próprio login.",
      },
      {
        target: "para-onde-vao-os-dados",
        title: "Onde ficam os dados",
        text: "Fornecedores por categoria; alguns podem tratar dados fora do Brasil, nos termos do art. 33 da LGPD.",
        short: "Alguns fornecedores podem tratar dados fora do Brasil (LGPD, art. 33).",
      },
      {
        target: "guarda-e-exclusao",
        title: "Guarda e exclusão",
        text: `Conversas removidas logo após o pedido confirmado; os demais dados da conta, em até ${claims.privacy.accountDataDeletionDays} dias, salvo o que a lei manda guardar.`,
        short: `Conversas logo após o pedido; demais dados até ${claims.privacy.accountDataDeletionDays} dias, salvo a lei.`,
      },
      {
        target: "duvidas",
        title: "Encarregado (DPO)",
        text: `${company.dpoName} responde pelo e-mail de privacidade.`,
        short: `${company.dpoName} responde pelo e-mail de privacidade.`,
      },
    ],
  },
  sourcesLabel: "Onde está escrito:",
  /** The header's right column from lg: the texts the answers come from. */
  heroSources: { title: "As respostas vêm de" },
  docNames: { "aviso-privacidade": "Aviso de Privacidade", "termos-de-uso": "Termos de Uso", "exclusao-dados": "Exclusão de Dados" },
  notClaimed: {
    id: "o-que-nao-afirmamos",
    /** The summary of a closed disclosure: the limits stay on the page, but it does not end on them. */
    title: "O que esta página não cobre",
    count: (n: number) => `${n} pontos`,
    intro: "Para que fique claro o que esta página promete, eis o que ela não diz:",
    items: [
      "Não afirmamos ter certificação de segurança da informação, como a ISO/IEC 27001, nem selo de conformidade com a LGPD.",
      "Não publicamos aqui a lista com o nome de cada fornecedor. Quem quiser saber com quais empresas compartilhamos dados pode pedir essa informação ao encarregado.",
      "Não afirmamos que os dados fiquem só no Brasil: alguns fornecedores podem tratá-los fora do país, como explicado acima.",
      "Esta página não informa se os provedores de inteligência artificial guardam as mensagens ou as usam para treinar modelos. Se isso pesa na sua decisão, pergunte ao encarregado antes de contratar.",
      "Não afirmamos que os dados fiquem criptografados quando armazenados: o que o Aviso de Privacidade descreve é a conexão criptografada (HTTPS).",
      "Não afirmamos que a IA reconheça sozinha uma mensagem urgente.",
      "Não afirmamos prazo para a remoção de cópias de segurança: a remoção imediata vale para o conteúdo das conversas na plataforma.",
    ],
    /** After the list and outside its disclosure, the section's last line: whom to ask about what it leaves open. */
    ask: ["Pergunte ao encarregado: ", privacyMail],
  },
  /** The page's next step after the answers: the site's sales call, in the shared closing band. */
  closing: {
    id: "proximo-passo",
    title: "Dúvidas sobre LGPD antes de contratar?",
    lead: "Na demonstração, mostramos a você e à sua equipe quem acessa as conversas e como os dados dos pacientes são tratados.",
    source: "seguranca-e-lgpd",
  },
  contact: {
    id: "duvidas",
    title: "Dúvidas",
    text: [
      `Escreva para o encarregado pelo tratamento de dados pessoais, ${company.dpoName}, pelo e-mail `,
      privacyMail,
      ". Os textos completos estão no ",
      { href: "/aviso-privacidade", text: "Aviso de Privacidade" },
      " e nos ",
      { href: "/termos-de-uso", text: "Termos de Uso" },
      ".",
    ],
  },
} as const;

export const securityQuestions = [
  {
    id: "controlador-e-operador",
    question: "Quem é o controlador e quem é o operador dos dados?",
    answer: [
      [
        `Nas conversas com os pacientes, a clínica é a controladora dos dados: é ela quem decide para que e como eles são usados. A ${company.name} atua como operadora, tratando esses dados apenas para prestar o serviço e seguindo as instruções da clínica.`,
      ],
      [
        `A ${company.name} é a controladora dos dados tratados no site e dos dados de cadastro dos clientes. O encarregado pelo tratamento de dados pessoais é ${company.dpoName}, que atende pelo e-mail `,
        privacyMail,
        ".",
      ],
    ],
    sources: [
      { doc: "aviso-privacidade", sections: [1, 2] },
      { doc: "termos-de-uso", sections: [13] },
    ],
  },
  {
    id: "dados-tratados",
    question: "Que dados a plataforma trata, e para quê?",
    answer: [
      ["Na plataforma, tratamos três grupos de dados:"],
      {
        list: [
          [
            "dados de cadastro (nome, e-mail, dados fiscais da empresa, ID Master, nome de usuário, endereço completo e forma de pagamento), para prestar o serviço contratado, cobrar e dar suporte;",
          ],
          [
            "dados de uso (usuários criados, perfis de acesso, configurações, agendas e registros de acesso), para prestar o serviço e proteger as contas;",
          ],
          [
            "conteúdo das conversas entre a IA e os pacientes (textos, áudios, imagens e arquivos PDF), tratado por conta da clínica para atender os pacientes, com a base legal que ela definir.",
          ],
        ],
      },
      [
        "As conversas podem conter dados de saúde, que a LGPD considera dados sensíveis. Não vendemos dados pessoais e não usamos as conversas dos pacientes para finalidades próprias.",
      ],
    ],
    sources: [{ doc: "aviso-privacidade", sections: [2, 4, 5] }],
  },
  {
    id: "acesso-as-conversas",
    question: "Quem pode ler as conversas, e como o acesso é protegido?",
    answer: [
      [
        "O acesso às conversas fica restrito aos usuários autorizados pela clínica e, quando necessário para prestar o serviço ou dar suporte, à nossa equipe.",
      ],
      ["Na clínica, cada usuário tem o próprio login e deve usar uma senha forte e pessoal, e o acesso é dividido em perfis:"],
      {
        list: [
          [
            "titular da conta (master): acesso total; é o único que cria usuários, compartilha o acesso e vê o token de integração com APIs externas;",
          ],
          [
            "administrador: configura a ferramenta conforme as permissões dadas pelo titular da conta e não concede acesso a outros usuários;",
          ],
          [
            "membro: acessa apenas as conversas atendidas pela IA e a lista de contatos (leads), sem ver os assistentes de IA nem interagir diretamente com eles.",
          ],
        ],
      },
      ["O site e a plataforma usam conexão criptografada (HTTPS)."],
    ],
    sources: [
      { doc: "aviso-privacidade", sections: [2, 10] },
      { doc: "termos-de-uso", sections: [4, 5] },
    ],
  },
  {
    id: "para-onde-vao-os-dados",
    question: "Para onde vão os dados? Há transferência internacional?",
    answer: [
      ["Compartilhamos dados com os destinatários abaixo:"],
      {
        list: [
          ["provedores de hospedagem e infraestrutura em nuvem;"],
          ["provedores de modelos de inteligência artificial, que processam as mensagens para gerar as respostas da plataforma;"],
          ["o WhatsApp, canal pelo qual as conversas com os pacientes acontecem;"],
          ["serviços de envio de e-mail e de processamento de pagamentos;"],
          [
            "no site, a ferramenta de automação que recebe os formulários de contato e a de medição de audiência, esta só depois do aceite dos cookies.",
          ],
        ],
      },
      [
        "Os de infraestrutura, inteligência artificial e e-mail tratam dados por nossa conta: como operadores, nos dados do site e do cadastro, e como suboperadores, nos dados dos pacientes. O WhatsApp tem termos e política de privacidade próprios.",
      ],
      ["Também podemos compartilhar dados com autoridades públicas quando a lei ou uma ordem judicial exigir."],
      [
        "Alguns desses fornecedores, como os de infraestrutura em nuvem, de inteligência artificial e de mensagens, podem tratar dados em servidores fora do Brasil. Nesses casos, a transferência segue o artigo 33 da LGPD, com as garantias que ele prevê.",
      ],
    ],
    sources: [{ doc: "aviso-privacidade", sections: [6, 7, 11] }],
  },
  {
    id: "guarda-e-exclusao",
    question: "Por quanto tempo os dados ficam guardados, e como são excluídos?",
    answer: [
      ["Os prazos são estes:"],
      {
        list: [
          ["conteúdo das conversas: removido da plataforma imediatamente após a confirmação de um pedido de exclusão;"],
          [
            `demais dados da conta: removidos em até ${claims.privacy.accountDataDeletionDays} dias após a confirmação do pedido de exclusão, exceto os dados fiscais e os que a lei obriga a guardar, mantidos pelo prazo legal;`,
          ],
          ["registros de acesso: guardados por 6 meses, como exige o art. 15 do Marco Civil da Internet."],
        ],
      },
      [
        "O pedido de exclusão da conta é feito por e-mail, a partir do endereço cadastrado, como explica a página ",
        { href: "/exclusao-dados", text: "Exclusão de Dados" },
        ". A senha não é pedida: confirmamos o pedido respondendo para o e-mail cadastrado. Se o pedido chegar por outro canal, respondemos explicando como confirmá-lo pelo e-mail cadastrado.",
      ],
      [
        "Se um paciente quiser excluir os próprios dados, o pedido deve ser feito à clínica, que é a controladora e responde por ele; se o paciente nos escrever, encaminhamos o pedido à clínica e avisamos o paciente. Respondemos aos pedidos de titulares de dados em até ",
        `${claims.privacy.responseDays} dias, contados do pedido, sem custo.`,
      ],
    ],
    sources: [
      { doc: "aviso-privacidade", sections: [2, 8, 12] },
      { doc: "exclusao-dados", sections: [] },
    ],
  },
  {
    id: "pedido-de-atendente-e-urgencias",
    question: "E quando o paciente pede para falar com uma pessoa, ou escreve algo urgente?",
    answer: [
      [
        "Quando o paciente pede para falar com uma pessoa, a plataforma avisa a equipe da clínica automaticamente, por mensagem ou por e-mail.",
      ],
      [
        "A plataforma não faz diagnósticos, não prescreve tratamentos e não substitui o julgamento do profissional de saúde. Cabe à clínica acompanhar as conversas e revisar as orientações dadas aos pacientes.",
      ],
      [
        "Não afirmamos que a IA identifique sozinha uma mensagem urgente: o aviso automático à equipe acontece quando o paciente pede para falar com uma pessoa.",
      ],
      [
        "A IA não avalia sintomas. Fora do horário, ninguém da equipe acompanha as conversas; por isso, a orientação da clínica para urgências (por exemplo, SAMU 192 ou o pronto-socorro mais próximo) deve ir na primeira mensagem, que a clínica configura. No horário de atendimento, a equipe que acompanha as conversas pode assumir uma delas, desligando a IA se for preciso.",
      ],
    ],
    sources: [{ doc: "termos-de-uso", sections: [1, 13] }],
  },
  {
    id: "desligar-a-ia",
    question: "Dá para desligar a IA numa conversa?",
    answer: [
      [
        "A IA é ligada e desligada por um comando de texto enviado na própria conversa. Assim, a equipe da clínica pode assumir um atendimento e, depois, devolvê-lo à IA.",
      ],
    ],
    sources: [{ doc: "termos-de-uso", sections: [1] }],
  },
] as const satisfies readonly SecurityQuestion[];

const plain = (text: RichText) => text.map((part) => (typeof part === "string" ? part : part.text)).join("");

/** The same questions and answers as plain text, for the FAQPage JSON-LD (paragraphs and list items on their own lines). */
export const securityFaq: readonly FaqItem[] = securityQuestions.map((q) => ({
  question: q.question,
  answer: (q.answer as readonly AnswerBlock[])
    .map((block) => ("list" in block ? block.list.map(plain).join("\n") : plain(block)))
    .join("\n\n"),
}));
