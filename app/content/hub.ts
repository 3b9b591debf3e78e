/**
 * The content hub (/conteudo): six categories of links. The site's own guides and articles come
 * first in their category (each names its category in its frontmatter: content/articles); the
 * links below point to public institutions (ministries, councils, regulators, the WHO, official
 * law pages) and open in a new tab.
 */

export type ContentLinkType = "internal" | "external";

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
        description:
          "Página da Organização Mundial da Saúde sobre saúde digital, com estratégias, publicações e recomendações para países e serviços.",
        url: "https://www.who.int/health-topics/digital-health",
        type: "external",
      },
      {
        title: "Lei nº 13.787/2018: prontuário em meio digital",
        description:
          "Texto oficial da lei que regula a digitalização, a guarda e o armazenamento do prontuário do paciente em sistemas informatizados.",
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
        description:
          "Consulta e atualização do cadastro obrigatório de todo estabelecimento de saúde do país, público ou privado, mantido pelo Ministério da Saúde.",
        url: "https://cnes.datasus.gov.br/",
        type: "external",
      },
      {
        title: "ANS: Agência Nacional de Saúde Suplementar",
        description:
          "Regras dos planos de saúde que afetam a rotina da clínica credenciada: prazos de atendimento, coberturas e relação com operadoras.",
        url: "https://www.gov.br/ans/pt-br",
        type: "external",
      },
      {
        title: "DATASUS: informações de saúde",
        description:
          "Bases públicas do SUS, como dados de população e de produção de serviços, úteis para estudar a demanda da região onde a clínica atua.",
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
        description:
          "Lei nº 8.078/1990, que também rege a relação entre clínicas particulares e pacientes: informação clara, oferta, cobrança e atendimento.",
        url: "https://www.planalto.gov.br/ccivil_03/leis/l8078compilado.htm",
        type: "external",
      },
      {
        title: "Lei Brasileira de Inclusão da Pessoa com Deficiência",
        description:
          "Lei nº 13.146/2015, com os deveres de acessibilidade na comunicação e no atendimento, inclusive nos serviços de saúde.",
        url: "https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2015/lei/l13146.htm",
        type: "external",
      },
      {
        title: "OMS: segurança do paciente",
        description:
          "Página da Organização Mundial da Saúde sobre segurança do paciente, com orientações para reduzir erros e danos evitáveis no cuidado.",
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
        description:
          "Cursos on-line e gratuitos do Ministério da Saúde para profissionais de saúde, com certificado, em diversas áreas clínicas e de gestão.",
        url: "https://www.unasus.gov.br/",
        type: "external",
      },
      {
        title: "BVS: Biblioteca Virtual em Saúde",
        description:
          "Portal coordenado pela OPAS/OMS que reúne bases de literatura científica em saúde da América Latina e do Caribe, com busca em português.",
        url: "https://bvsalud.org/",
        type: "external",
      },
      {
        title: "PubMed",
        description:
          "Base de literatura biomédica da Biblioteca Nacional de Medicina dos Estados Unidos, com resumos de milhões de artigos científicos.",
        url: "https://pubmed.ncbi.nlm.nih.gov/",
        type: "external",
      },
      {
        title: "SciELO Brasil",
        description:
          "Biblioteca eletrônica de periódicos científicos brasileiros com acesso aberto, incluindo revistas de medicina, odontologia e saúde coletiva.",
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
        description:
          "Lei nº 13.709/2018, que trata dados de saúde como dados pessoais sensíveis e define direitos dos pacientes e sanções.",
        url: "https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13709.htm",
        type: "external",
      },
      {
        title: "ANPD: Autoridade Nacional de Proteção de Dados",
        description:
          "Órgão que fiscaliza a LGPD e publica guias orientativos, regulamentos e canais para titulares de dados e agentes de tratamento.",
        url: "https://www.gov.br/anpd/pt-br",
        type: "external",
      },
      {
        title: "CFM: Conselho Federal de Medicina",
        description:
          "Resoluções e pareceres que orientam a prática médica, como as regras de telemedicina, prontuário e publicidade médica.",
        url: "https://portal.cfm.org.br/",
        type: "external",
      },
      {
        title: "CFO: Conselho Federal de Odontologia",
        description:
          "Normas, código de ética e orientações que regem a prática e a comunicação dos cirurgiões-dentistas e das clínicas odontológicas.",
        url: "https://website.cfo.org.br/",
        type: "external",
      },
      {
        title: "Anvisa: Agência Nacional de Vigilância Sanitária",
        description:
          "Regras sanitárias para serviços de saúde e para dispositivos médicos, incluindo software como dispositivo médico (RDC nº 657/2022).",
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
        description: "Publicação da Organização Mundial da Saúde com seis princípios para o uso ético da inteligência artificial na saúde.",
        url: "https://www.who.int/publications/i/item/9789240029200",
        type: "external",
      },
      {
        title: "OMS: orientações sobre grandes modelos multimodais",
        description:
          "Orientação da OMS sobre os modelos de IA generativa na saúde: usos possíveis, riscos e recomendações para governos e serviços.",
        url: "https://www.who.int/publications/i/item/9789240084759",
        type: "external",
      },
      {
        title: "Lei nº 14.510/2022: telessaúde",
        description: "Texto oficial da lei que autoriza e disciplina a prática da telessaúde em todo o território nacional.",
        url: "https://www.planalto.gov.br/ccivil_03/_ato2019-2022/2022/lei/l14510.htm",
        type: "external",
      },
      {
        title: "Ministério da Saúde",
        description:
          "Portal do Ministério da Saúde, com as políticas de saúde digital do SUS, como a Rede Nacional de Dados em Saúde (RNDS).",
        url: "https://www.gov.br/saude/pt-br",
        type: "external",
      },
    ],
  },
] as const satisfies readonly ContentCategory[];
