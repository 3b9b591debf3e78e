/**
 * The content hub (/conteudo): six categories of links. The site's own guides and articles come
 * first in their category (each names its category in its frontmatter: content/articles); the
 * links below point to public institutions (ministries, councils, regulators, the WHO, official
 * law pages) and open in a new tab.
 */

export type ContentLinkType = "internal" | "external";

/** A link's description is read whole, never cut with "…": one finished sentence this long at most. */
export const linkDescriptionMax = 80;

export interface ContentLink {
  title: string;
  description: string;
  url: string;
  type: ContentLinkType;
  /** The site's own pieces: words of the body, for the card's reading time. */
  words?: number;
}

export const contentCategoryIds = ["automacao", "gestao", "atendimento", "educacao", "regulacao", "inovacao"] as const;
export type ContentCategoryId = (typeof contentCategoryIds)[number];

export interface ContentCategory {
  /** Also the anchor of the category on the hub page. */
  id: ContentCategoryId;
  title: string;
  description: string;
  /** The external sources; the category's own pieces are added before them. */
  links: readonly ContentLink[];
}

export const hubCategories = [
  {
    id: "automacao",
    title: "Automação e tecnologia",
    description: "Como usar inteligência artificial e ferramentas digitais no dia a dia do consultório com segurança.",
    links: [
      {
        title: "OMS: saúde digital",
        description: "Estratégias, publicações e recomendações da OMS sobre saúde digital.",
        url: "https://www.who.int/health-topics/digital-health",
        type: "external",
      },
      {
        title: "Lei nº 13.787/2018: prontuário em meio digital",
        description: "Texto oficial sobre a digitalização, a guarda e o armazenamento do prontuário.",
        url: "https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13787.htm",
        type: "external",
      },
    ],
  },
  {
    id: "gestao",
    title: "Gestão de clínicas",
    description: "Processos, indicadores e obrigações que sustentam uma clínica organizada e financeiramente saudável.",
    links: [
      {
        title: "CNES: Cadastro Nacional de Estabelecimentos de Saúde",
        description: "Cadastro obrigatório de todo estabelecimento de saúde, público ou privado.",
        url: "https://cnes.datasus.gov.br/",
        type: "external",
      },
      {
        title: "ANS: Agência Nacional de Saúde Suplementar",
        description: "Regras dos planos de saúde: prazos de atendimento, coberturas e operadoras.",
        url: "https://www.gov.br/ans/pt-br",
        type: "external",
      },
      {
        title: "DATASUS: informações de saúde",
        description: "Dados públicos do SUS para estudar a demanda da região da clínica.",
        url: "https://datasus.saude.gov.br/",
        type: "external",
      },
    ],
  },
  {
    id: "atendimento",
    title: "Atendimento ao paciente",
    description: "Comunicação, acolhimento, acessibilidade e direitos de quem procura a clínica.",
    links: [
      {
        title: "Código de Defesa do Consumidor",
        description: "Lei nº 8.078/1990, que também vale entre clínicas particulares e pacientes.",
        url: "https://www.planalto.gov.br/ccivil_03/leis/l8078compilado.htm",
        type: "external",
      },
      {
        title: "Lei Brasileira de Inclusão da Pessoa com Deficiência",
        description: "Lei nº 13.146/2015: acessibilidade na comunicação e no atendimento.",
        url: "https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2015/lei/l13146.htm",
        type: "external",
      },
      {
        title: "OMS: segurança do paciente",
        description: "Orientações da OMS para reduzir erros e danos evitáveis no cuidado.",
        url: "https://www.who.int/health-topics/patient-safety",
        type: "external",
      },
    ],
  },
  {
    id: "educacao",
    title: "Educação continuada",
    description: "Cursos gratuitos e bases científicas confiáveis para manter a prática atualizada.",
    links: [
      {
        title: "UNA-SUS: Universidade Aberta do SUS",
        description: "Cursos on-line gratuitos e com certificado para profissionais de saúde.",
        url: "https://www.unasus.gov.br/",
        type: "external",
      },
      {
        title: "BVS: Biblioteca Virtual em Saúde",
        description: "Literatura científica em saúde da América Latina, com busca em português.",
        url: "https://bvsalud.org/",
        type: "external",
      },
      {
        title: "PubMed",
        description: "Base de artigos biomédicos da Biblioteca Nacional de Medicina dos EUA.",
        url: "https://pubmed.ncbi.nlm.nih.gov/",
        type: "external",
      },
      {
        title: "SciELO Brasil",
        description: "Revistas científicas brasileiras de acesso aberto, de medicina a odontologia.",
        url: "https://www.scielo.br/",
        type: "external",
      },
    ],
  },
  {
    id: "regulacao",
    title: "Regulação e conformidade",
    description: "Leis, órgãos e conselhos que definem o que a clínica pode e deve fazer com dados, publicidade e tecnologia.",
    links: [
      {
        title: "LGPD: Lei Geral de Proteção de Dados",
        description: "Lei nº 13.709/2018, que trata dados de saúde como dados pessoais sensíveis.",
        url: "https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13709.htm",
        type: "external",
      },
      {
        title: "ANPD: Autoridade Nacional de Proteção de Dados",
        description: "Órgão que fiscaliza a LGPD e publica guias, regulamentos e canais de contato.",
        url: "https://www.gov.br/anpd/pt-br",
        type: "external",
      },
      {
        title: "CFM: Conselho Federal de Medicina",
        description: "Resoluções e pareceres, como os de telemedicina, prontuário e publicidade.",
        url: "https://portal.cfm.org.br/",
        type: "external",
      },
      {
        title: "CFO: Conselho Federal de Odontologia",
        description: "Normas e código de ética da prática e da comunicação dos dentistas.",
        url: "https://website.cfo.org.br/",
        type: "external",
      },
      {
        title: "Anvisa: Agência Nacional de Vigilância Sanitária",
        description: "Regras sanitárias para serviços de saúde e software como dispositivo médico.",
        url: "https://www.gov.br/anvisa/pt-br",
        type: "external",
      },
    ],
  },
  {
    id: "inovacao",
    title: "Inovação e tendências",
    description: "Para onde caminham a saúde digital e a inteligência artificial, segundo instituições públicas e internacionais.",
    links: [
      {
        title: "OMS: ética e governança da IA para a saúde",
        description: "Seis princípios da OMS para o uso ético da inteligência artificial na saúde.",
        url: "https://www.who.int/publications/i/item/9789240029200",
        type: "external",
      },
      {
        title: "OMS: orientações sobre grandes modelos multimodais",
        description: "Usos, riscos e recomendações da OMS para a IA generativa na saúde.",
        url: "https://www.who.int/publications/i/item/9789240084759",
        type: "external",
      },
      {
        title: "Lei nº 14.510/2022: telessaúde",
        description: "Texto oficial da lei que autoriza e disciplina a telessaúde no país.",
        url: "https://www.planalto.gov.br/ccivil_03/_ato2019-2022/2022/lei/l14510.htm",
        type: "external",
      },
      {
        title: "Ministério da Saúde",
        description: "Políticas de saúde digital do SUS, como a Rede Nacional de Dados em Saúde.",
        url: "https://www.gov.br/saude/pt-br",
        type: "external",
      },
    ],
  },
] as const satisfies readonly ContentCategory[];
