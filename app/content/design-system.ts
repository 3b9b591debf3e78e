/**
 * Copy of /sistema-de-design, the team's page of every component in each state (docs/decisions/501):
 * kept out of the sitemap and the index (route-table.ts, noindex). Sample words only; every figure
 * is from the claims register.
 */
import { claims } from "./claims";
import type { FaqItem } from "./types";

export const designPageStrings = {
  path: "/sistema-de-design",
  crumb: "Sistema de design",
  title: "Sistema de design",
  description: "Página interna da equipe: cada componente do site em cada estado, comparada pixel a pixel nos testes.",
  eyebrow: "Uso interno",
  lead: "Cada componente do site desenhado uma vez, em cada estado. Uma mudança aqui é uma mudança visível, revisada nos testes.",
} as const;

export const designSections = {
  type: { id: "ds-tipografia", title: "Tipografia", lead: "O h1 da página é o maior título em qualquer largura." },
  buttons: { id: "ds-botoes", title: "Botões", lead: "Uma altura por tamanho (sm 40 px, md 44 px, lg 48 px), rótulo em uma linha." },
  badges: { id: "ds-selos", title: "Selos e ícones", lead: "Um selo, um lugar: acima do título do cartão. Ícones em quatro tamanhos." },
  cards: { id: "ds-cartoes", title: "Cartões e números", lead: "Números só do registro de afirmações, com a fonte ao lado." },
  chat: {
    id: "ds-conversa",
    title: "Balões de conversa",
    lead: "Um desenho só, no herói, nas imagens dos recursos e no simulador: o tamanho segue a escala da imagem.",
  },
  faq: { id: "ds-perguntas", title: "Perguntas frequentes", lead: "Detalhes nativos, a primeira aberta, uma largura em todo o site." },
  fields: { id: "ds-campos", title: "Campos de formulário", lead: "Normal e inválido: a borda e a mensagem dizem o erro." },
  actions: { id: "ds-acao", title: "Ação de vendas", lead: "O botão do cabeçalho e a barra fixa do celular, visível." },
  closing: { id: "ds-fechamento", title: "A faixa que fecha a página", lead: "Faixa escura, botão ferrugem e um segundo botão opcional." },
} as const;

/** Names of the samples, shown beside them. */
export const sampleLabels = {
  display: "Display: título da home",
  h1: "H1: título das demais páginas",
  h2Home: "H2 da home",
  h2: "H2 de seção",
  h3: "H3 de cartão",
  body: "Texto corrido, 16/24, na medida de leitura.",
  primary: "Primário",
  secondary: "Secundário",
  quiet: "Discreto",
  focus: "Com foco",
  disabled: "Desativado",
  brand: "Marca",
  accent: "Destaque",
  neutral: "Exemplo ilustrativo",
  dark: "Sobre faixa escura",
  cardTitle: "Lembrete de consulta",
  cardText: "A IA envia o lembrete na véspera e pede a confirmação do paciente.",
  highlightTitle: "Plano recomendado",
  highlightText: "Um selo e uma borda, nada mais.",
  iconInline: "Em linha 16",
  iconTrust: "Confiança 20",
  iconFeature: "Cartão 24",
  iconHero: "Destaque 32",
  fieldLabel: "Nome da clínica",
  fieldValue: "Clínica Bem Viver",
  invalidLabel: "WhatsApp",
  invalidValue: "31 9999",
  invalidError: "Informe um WhatsApp com DDD.",
  headerCta: "Cabeçalho",
  stickyBar: "Barra fixa do celular",
  chatSizes: { sm: "Pequeno: imagem de recurso", md: "Médio: herói", lg: "Grande: simulador" },
  chatPatient: "Tem horário amanhã de manhã?",
  chatClinic: "Tenho às 8h30 ou às 10h. Qual fica melhor?",
  closingTitle: "Veja a secretária virtual atendendo a sua clínica",
  closingLead: "Uma conversa rápida, com exemplos da sua rotina.",
  closingSecondary: "Ver planos e preços",
} as const;

export const sampleStats = [
  { value: `${claims.refundDays} dias`, label: "de garantia de reembolso", note: "Registro de afirmações" },
  {
    value: `< ${claims.setupHours} h`,
    label: "para a implantação, após o pagamento e o envio das informações da clínica",
    note: "Registro de afirmações",
  },
] as const;

export const sampleFaq: readonly FaqItem[] = [
  { question: "A primeira pergunta vem aberta?", answer: "Sim: mostra ao visitante que as respostas abrem e fecham." },
  { question: "E as demais?", answer: "Fechadas, mas no HTML: a busca do navegador as abre." },
];
