/**
 * Data of the guide "LLMs para profissionais de saúde" (/conteudo/llms-para-saude).
 * Providers are described by kind, never by brand. Prices and ratings are the guide's own
 * reference values as of its last update; the rating is the editorial assessment for health use.
 */

export interface LlmComparisonItem {
  name: string;
  price: string;
  /** 0 to 5; shown as five stars, floor(rating) of them filled, plus the number. */
  rating: number;
  pros: readonly string[];
  cons: readonly string[];
  bestFor: string;
}

export interface ProfileRecommendation {
  id: string;
  profile: string;
  summary: string;
  items: readonly string[];
}

export interface SafetyMeasure {
  id: "protecao-de-dados" | "verificacao" | "documentacao";
  title: string;
  description: string;
  items: readonly string[];
}

export const criticalWarnings = [
  {
    title: "A IA não substitui o julgamento clínico",
    text: "Assistentes de IA não examinam o paciente, não conhecem a história completa e podem errar mesmo quando soam totalmente seguros. Não use as respostas para diagnosticar, prescrever ou definir conduta sem a sua avaliação profissional. A responsabilidade pelo ato continua sendo de quem o assina.",
  },
  {
    title: "Nunca insira dados de pacientes em ferramentas públicas",
    text: "Nome, CPF, data de nascimento, número de prontuário, fotos, exames e até a combinação de detalhes que identifique alguém são dados pessoais. Dados de saúde são dados pessoais sensíveis pela LGPD (Lei nº 13.709/2018, art. 5º, II) e exigem base legal e proteção reforçada.",
  },
  {
    title: "Respostas convincentes podem ser inventadas",
    text: "Modelos de linguagem podem criar referências, doses, estudos e números que parecem reais e não existem. Toda informação clínica precisa ser conferida em fonte primária antes de ser usada.",
  },
] as const;

export const llmComparison = [
  {
    name: "Assistente de chat generalista",
    price: "Cerca de US$ 20/mês",
    rating: 4.5,
    pros: [
      "Versátil: redige, resume, traduz e reorganiza textos com fluência em português",
      "Bom para rascunhos de comunicados, orientações gerais e materiais educativos",
      "Grande volume de tutoriais e exemplos de uso disponíveis",
    ],
    cons: [
      "Pode inventar referências e dados com tom confiante",
      "O conhecimento tem data de corte e pode não refletir diretrizes recentes",
      "É preciso revisar nas configurações se as conversas podem ser usadas para treinar o modelo",
    ],
    bestFor: "Redação do dia a dia, comunicação com pacientes (sem dados pessoais) e organização de rotinas administrativas.",
  },
  {
    name: "Assistente focado em segurança",
    price: "US$ 17–20/mês",
    rating: 4.8,
    pros: [
      "Respostas cautelosas, que costumam sinalizar incertezas e limites",
      "Lida bem com textos longos, como protocolos, diretrizes e contratos",
      "Explicações claras e bem estruturadas",
    ],
    cons: [
      "Pode recusar ou suavizar pedidos legítimos por excesso de cautela",
      "Também pode errar: cautela no tom não garante exatidão",
      "Preço semelhante ao do assistente generalista",
    ],
    bestFor: "Leitura e síntese de documentos extensos, revisão de textos e tarefas em que a prudência importa mais que a velocidade.",
  },
  {
    name: "Assistente de empresa de busca",
    price: "Gratuito",
    rating: 4.2,
    pros: [
      "Sem custo para começar",
      "Combina respostas com busca na web, útil para temas recentes",
      "Acesso simples com uma conta que muitos profissionais já têm",
    ],
    cons: [
      "Respostas mais genéricas em temas clínicos complexos",
      "Aparecer na busca não torna uma fonte confiável: é preciso abrir e conferir cada link",
      "Os dados de uso podem alimentar outros serviços da empresa; leia a política de privacidade",
    ],
    bestFor: "Pesquisas rápidas, primeiros passos com IA e uso pessoal de estudo sem investimento.",
  },
  {
    name: "Provedor europeu aberto",
    price: "US$ 14,99/mês",
    rating: 4.0,
    pros: [
      "O menor preço entre as opções pagas",
      "Oferece modelos abertos, que podem rodar na infraestrutura da própria instituição",
      "Sujeito às regras europeias de proteção de dados",
    ],
    cons: [
      "A qualidade em português pode variar conforme a tarefa",
      "Rodar um modelo em servidor próprio exige equipe técnica e manutenção",
      "Menos materiais de apoio e integrações prontas",
    ],
    bestFor:
      "Instituições com equipe de TI que querem controle sobre onde os dados ficam, e pesquisadores que precisam reproduzir resultados.",
  },
] as const satisfies readonly LlmComparisonItem[];

export const usageGuidelines = [
  {
    title: "Usos recomendados",
    items: [
      "Resumir artigos científicos para uma primeira leitura, conferindo depois no texto original",
      "Redigir rascunhos de orientações gerais para pacientes, revisados por você antes do envio",
      "Preparar aulas, apresentações e roteiros de conteúdo educativo",
      "Criar modelos de mensagens, checklists e procedimentos administrativos da clínica",
      "Traduzir textos técnicos e reescrevê-los em linguagem simples",
      "Levantar perguntas e tópicos de estudo sobre um tema antes de ir às fontes",
    ],
  },
  {
    title: "Usos não recomendados",
    items: [
      "Definir diagnóstico ou conduta de um paciente real sem avaliação profissional",
      "Calcular doses ou escrever prescrições",
      "Inserir qualquer dado que identifique um paciente, mesmo parcialmente",
      "Emitir laudos, atestados ou pareceres",
      "Orientar casos de urgência e emergência",
      "Citar referências que você não abriu e conferiu",
    ],
  },
] as const satisfies ReadonlyArray<{ title: string; items: readonly string[] }>;

export const profileRecommendations = [
  {
    id: "consultorio",
    profile: "Consultório particular",
    summary: "Comece pequeno, com uma ferramenta paga e regras claras para a equipe.",
    items: [
      "Um plano pago do assistente generalista ou do focado em segurança costuma bastar para textos e rotinas administrativas.",
      "Escreva em uma página o que a equipe pode e não pode colar na ferramenta, e revise essa regra com todos.",
      "Para conversar com pacientes pelo WhatsApp, use uma plataforma feita para saúde, com os papéis de controlador e operador dos dados definidos por escrito, e não um chat público.",
    ],
  },
  {
    id: "hospital-clinica",
    profile: "Hospital ou clínica",
    summary: "Consulte primeiro a TI e o encarregado de proteção de dados (DPO).",
    items: [
      "Antes de qualquer adoção, leve a proposta à TI e ao encarregado: eles avaliam contratos, riscos e onde os dados serão processados.",
      "Prefira contas corporativas, com termos que proíbam o uso dos dados para treinar modelos, a contas pessoais dos profissionais.",
      "Para dados sensíveis em grande volume, avalie modelos abertos executados na infraestrutura da instituição.",
      "Registre a decisão em uma política interna de uso de IA, com responsáveis e revisão periódica.",
    ],
  },
  {
    id: "estudante-residente",
    profile: "Estudante ou residente",
    summary: "Use a IA para estudar melhor, nunca para pular a fonte.",
    items: [
      "O assistente gratuito da empresa de busca é um bom começo para revisar conceitos e montar roteiros de estudo.",
      "Peça explicações e perguntas de revisão, e confira as respostas em livros-texto e diretrizes.",
      "Não leve casos de pacientes do estágio ou da residência para a ferramenta, nem de forma resumida.",
      "Siga as regras da sua instituição sobre IA em trabalhos e avaliações.",
    ],
  },
  {
    id: "pesquisador",
    profile: "Pesquisador",
    summary: "Transparência e reprodutibilidade vêm antes da conveniência.",
    items: [
      "O assistente focado em segurança ajuda na leitura de muitos artigos; modelos abertos permitem registrar a versão exata usada.",
      "Dados de participantes só podem ser tratados conforme aprovado pelo Comitê de Ética em Pesquisa, e nunca em ferramentas públicas.",
      "Declare o uso de IA conforme as normas da revista e nunca liste a ferramenta como autora.",
      "Confira cada referência sugerida: citações inexistentes são um erro comum desses modelos.",
    ],
  },
] as const satisfies readonly ProfileRecommendation[];

export const safetyMeasures = [
  {
    id: "protecao-de-dados",
    title: "Proteção de dados",
    description: "O que não entra na ferramenta não pode vazar dela.",
    items: [
      "Remova nomes, documentos, datas, locais e qualquer detalhe que permita identificar o paciente.",
      "Desative o histórico ou o uso das conversas para treinamento quando a ferramenta permitir.",
      "Use contas da instituição, com senha forte e verificação em duas etapas.",
    ],
  },
  {
    id: "verificacao",
    title: "Verificação",
    description: "Trate toda resposta como o rascunho, ainda não revisado, de um colega.",
    items: [
      "Confirme informações clínicas em diretrizes, bulas aprovadas pela Anvisa e artigos originais.",
      "Abra cada referência citada e verifique se ela existe e diz o que a resposta afirma.",
      "Desconfie de números exatos sem fonte, como doses, prevalências e percentuais.",
    ],
  },
  {
    id: "documentacao",
    title: "Documentação",
    description: "Registrar o uso protege você, a equipe e o paciente.",
    items: [
      "Mantenha uma política escrita de uso de IA e um responsável por atualizá-la.",
      "Anote quando a IA ajudou a produzir um material e quem fez a revisão final.",
      "Guarde a versão revisada que foi usada ou enviada, não apenas a resposta original da ferramenta.",
    ],
  },
] as const satisfies readonly SafetyMeasure[];
