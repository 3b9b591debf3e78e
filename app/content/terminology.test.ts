import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { legalNav } from "./navigation";
import { burnedInLines, findings, type Rule, root, visibleLines } from "./terminology-test-kit";

/**
 * One term per concept across every text a visitor can read (the choices are
 * listed in docs/decisions/130-editorial-terms.md). Each rule names the rejected variant and
 * what to write instead; a failure lists every file and line that still has it.
 */

/**
 * The editorial review of 2026-11 (plans, terms, privacy notice, integration, partners, guides,
 * articles): the variants the review rejected, so they do not come back;
 * `was` is the old text each rule must catch (checked below), `in` the file it was in.
 */
const reviewRules: Array<Rule & { was: string; in: string }> = [
  {
    rejected: /\bPIX\b/,
    write: "Pix, a grafia do Banco Central",
    was: "cartão de débito, PIX, boleto",
    in: "app/content/plans-faq.ts",
  },
  {
    // Only the plans' sense: "CRM" stays free for the medical council itself (e.g. "CRM/CRO").
    rejected: /\bCRMs? de contatos\b|\be CRMs\b/,
    write: "listas de contatos: para médicos, CRM é o Conselho Regional de Medicina",
    was: '{ label: "CRMs de contatos", cell: (p) => limit(p.crms) },',
    in: "app/sections/plans/plan-comparison.tsx",
  },
  {
    rejected: /cad[êe]ncias?\b/i,
    write: "mensagens de acompanhamento, em sequência",
    was: "## 12. Cadências de acompanhamento",
    in: "app/content/legal/termos-de-uso.mdx",
  },
  {
    rejected: /\bmil\s*\+/,
    write: "Mais de 400 mil",
    was: "{ value: `${claims.market.doctorsThousands} mil+`,",
    in: "app/content/partners.ts",
  },
  {
    rejected: /\b(Equipe de Conteúdo|Guias e artigos) \$\{/,
    write: "Equipe de Conteúdo da Atendra / Guias e artigos da Atendra",
    was: "conteudo: `Equipe de Conteúdo ${site.productName}`,",
    in: "app/content/articles/authors.ts",
  },
  {
    rejected: /Sucesso do Cliente/i,
    write: "Relacionamento com Clientes",
    was: "sucesso: `Equipe de Sucesso do Cliente ${site.productName}`,",
    in: "app/content/articles/authors.ts",
  },
  {
    rejected: /consulta à IA/i,
    write: 'conversas atendidas pela IA: "consulta" é consulta médica',
    was: "| Membro | Acessa apenas a consulta à IA e os leads.",
    in: "app/content/legal/termos-de-uso.mdx",
  },
  {
    rejected: /(?<!\bem )\bqual botão\b/i,
    write: "em qual botão … clicou",
    was: "o parâmetro `source`, que indica qual botão do site você clicou;",
    in: "app/content/legal/aviso-privacidade.mdx",
  },
  {
    rejected: /\bem [2-9] (etapas|passos)\b/,
    write: "em seis etapas / em quatro passos, por extenso",
    was: 'title: "Como funciona, em 6 etapas",',
    in: "app/content/integration.ts",
  },
  {
    rejected: /quanto você recomendaria/i,
    write: "qual é a probabilidade de você recomendar",
    was: "“Em uma escala de 0 a 10, quanto você recomendaria a nossa clínica",
    in: "app/content/articles/gestao-clinicas-modernas.mdx",
  },
  {
    rejected: /indexName\} nos\b/,
    write: "…(IPCA), do IBGE, nos 12 meses: o aposto fecha com vírgula",
    was: "a variação acumulada do {claims.priceAdjustment.indexName} nos 12 meses",
    in: "app/content/legal/termos-de-uso.mdx",
  },
  {
    // One term per register: "mensagens fragmentadas" only in the formal texts.
    rejected: /fragmentad/i,
    write: "várias mensagens seguidas (marketing); mensagens fragmentadas só nos Termos e no Aviso",
    only: /^(?!app\/content\/legal\/)/,
    was: "respostas que reúnem as mensagens fragmentadas do paciente.",
    in: "app/content/integration-details.ts",
  },
  {
    // "picadas" is colloquial; the home, contact and video texts are checked below.
    rejected: /\bpicad[ao]s?\b/i,
    write: "várias mensagens seguidas",
    was: 'title: "Mensagens picadas, áudios e fotos sem tratamento",',
    in: "app/content/integration-details.ts",
  },
  {
    rejected: /volume de conversas/i,
    write: "interações por mês: a unidade de preço dos planos",
    only: /plans/,
    was: "Informe o volume de conversas e o tamanho da equipe.",
    in: "app/content/plans-page.ts",
  },
  {
    rejected: /15 dias úteis/i,
    write: "15 dias, contados do pedido (LGPD art. 19, II; decision 193)",
    was: "Respondemos em até 15 dias úteis e, em regra, sem custo.",
    in: "app/content/legal/aviso-privacidade.mdx",
  },
  {
    rejected: /em regra, sem custo/i,
    write: "sem custo (LGPD art. 18, §5º)",
    was: "Respondemos em até 15 dias úteis e, em regra, sem custo.",
    in: "app/content/legal/aviso-privacidade.mdx",
  },
];

const rules: Rule[] = [
  { rejected: /multiagente/i, write: "multiatendente" },
  { rejected: /\bdeploy\b/i, write: "liberação gradual / implantação" },
  { rejected: /follow-?ups?/i, write: "acompanhamento" },
  { rejected: /\bpropriet[áa]ri[oa]s?\b|\bdon[oa] da conta\b/i, write: "titular da conta" },
  {
    // Alone, "titular" is the LGPD's data subject: the account role is always "titular da conta".
    rejected: /\btitular(es)?\b(?!\s+(da conta|de dados|dos dados)|\s*\((perfil )?master\))/i,
    write: "titular da conta (perfil) ou titular dos dados (LGPD)",
  },
  { rejected: /[Aa]viso de privacidade/, write: "Aviso de Privacidade (nome do documento)" },
  { rejected: /[Tt]ermos de uso/, write: "Termos de Uso (nome do documento)" },
  { rejected: /Exclusão de dados/, write: "Exclusão de Dados (nome da página) ou exclusão de dados (substantivo comum)" },
  { rejected: /\b0\dh/, write: "8h (das 8h às 18h)" },
  { rejected: /poucos minutos/i, write: "menos de um minuto (o vídeo tem 52 segundos)" },
  { rejected: /\binformamos\b/i, write: "coletamos", only: /^app\/content\/legal\// },
  { rejected: /\brespond\w*\s+(a\s+)?(primeira|mesma)\b/i, write: "responder à primeira / à mesma" },
  { rejected: /\brespond\w*\s+(os\s+|seus\s+)?pacientes\b/i, write: "responder aos pacientes" },
  { rejected: /\besquecer da\b/i, write: "esquecer a / esquecer-se da" },
  { rejected: /buracos ociosos/i, write: "buracos na agenda" },
  { rejected: /\bum humano\b/i, write: "uma pessoa / atendimento humano" },
  ...reviewRules,
];

const lines = visibleLines();

describe("terminology", () => {
  it("scans the site's texts", () => {
    const files = new Set(lines.map((l) => l.file));
    for (const f of [
      "app/content/home.ts",
      "app/content/legal/termos-de-uso.mdx",
      "app/pages/obrigado.astro",
      "app/site.ts",
      "public/video/demo.pt-BR.vtt",
      "app/content/lead-contract/fields.ts",
      "app/lib/html-suffix.js",
    ]) {
      expect(files).toContain(f);
    }
  });

  it("reports the file and line of a rejected word", () => {
    const planted = [{ file: "app/content/x.ts", line: 7, text: 'title: "Follow-up de pacientes",' }];
    expect(findings(planted, rules[2]!)).toEqual(['app/content/x.ts:7: title: "Follow-up de pacientes",']);
  });

  it("catches each text the first editorial review rejected, where it was", () => {
    for (const rule of reviewRules) {
      expect(findings([{ file: rule.in, line: 1, text: rule.was }], rule), rule.write).toHaveLength(1);
    }
  });

  for (const rule of rules) {
    it(`has no "${rule.rejected.source}": write ${rule.write}`, () => {
      expect(findings(lines, rule)).toEqual([]);
    });
  }

  // ---- The first editorial pages (home, /contato, thank-you pages, navigation and footer, demo video, share image) ----
  describe("the first editorial review's rejected variants on the home, contact, thank-you and video pages", () => {
    const copyALines = [...lines, ...burnedInLines()];
    it("also scans the texts burned into the video and the share image", () => {
      const files = new Set(copyALines.map((l) => l.file));
      expect(files).toContain("scripts/demo-video/templates.mjs");
      expect(files).toContain("scripts/brand-assets/og-image.html");
      expect(
        findings([{ file: "app/content/home.ts", line: 1, text: 'source: "Tenha essas funcionalidades exclusivas"' }], copyARules[2]!),
      ).toEqual([]);
    });
    for (const rule of copyARules) {
      it(`has no "${rule.rejected.source}": write ${rule.write}`, () => {
        expect(findings(copyALines, rule)).toEqual([]);
      });
    }
  });

  it("uses the chosen terms where the concepts are named", () => {
    const text = (file: string) => readFileSync(path.join(root, file), "utf8");
    expect(legalNav.map((item) => item.label)).toEqual(["Termos de Uso", "Aviso de Privacidade", "Exclusão de Dados", "Segurança e LGPD"]);
    expect(text("app/content/legal/termos-de-uso.mdx")).toContain("Cada conta tem um titular da conta (perfil master)");
    expect(text("app/content/legal/termos-de-uso.mdx")).toContain("painel do gestor com chat multiatendente");
    expect(text("app/content/home.ts")).toContain("Painel do gestor com chat multiatendente");
    expect(text("app/content/home.ts")).toContain("Acompanhamento de pacientes");
    expect(text("app/content/integration-details.ts")).toContain('title: "Liberação gradual"');
  });
});

// ---- The editor's first reading of the home page, /contato, the thank-you pages, the navigation, footer
// and breadcrumb, the demo video and the share image. Since the merge every rule holds on every page.
// The `source` labels of the calls to action ("Tenha essas funcionalidades exclusivas", ...) are analytics
// values, not copy, and stay as the sales team's reports know them.

const sourceLabel = /\bsources?: /;

const copyARules: Rule[] = [
  { rejected: /Automação Inteligente/, write: "Automação inteligente (títulos em caixa de frase)" },
  {
    rejected: /funcionalidades exclusivas|recursos exclusivos/i,
    write: "funcionalidades em destaque / esses recursos",
    except: sourceLabel,
  },
  { rejected: /resultados extraordinários/i, write: "Veja o que muda na sua agenda", except: sourceLabel },
  { rejected: /\bDomine\b/, write: "Veja / Conheça", except: sourceLabel },
  { rejected: /Quero resultados assim/i, write: "Quero ver como funciona na minha clínica" },
  { rejected: /piloto automático/i, write: "Menos tarefas repetitivas na recepção" },
  { rejected: /\braio[- ]?x\b/i, write: "radiografia" },
  {
    rejected: /mensagens picadas/i,
    write: "várias mensagens seguidas (marketing) / mensagens fragmentadas (textos formais)",
  },
  {
    rejected: /\blembra(r)?,? e confirma|\bconfirma(r)? e lembra|agendar, lembrar|\blembra (seus |os )?pacientes/i,
    write: "envia lembretes / pede confirmação: sem complemento, lembrar é recordar",
  },
  { rejected: /author: "Dra?\.\s/, write: "depoimento sem Dr./Dra. (Res. CFM 2.336/2023, art. 11; C2)" },
  { rejected: /teste (gratuito|grátis)|período grátis/i, write: "demonstração gratuita: não há período grátis", except: sourceLabel },
  { rejected: /Encha a agenda|agenda cheia/i, write: "menos horários vagos / mais tempo da recepção" },
  { rejected: /O que as clínicas relatam|relatados em depoimentos/i, write: "exemplo ilustrativo, sem resultados de clientes" },
  { rejected: /Responda 1\b/, write: "uma pergunta em linguagem natural (a IA entende a resposta)" },
  { rejected: /sem ninguém da recepção/i, write: "a equipe é chamada quando o paciente pede uma pessoa" },
  { rejected: /Por que clínicas escolhem/i, write: "O que a Atendra oferece (nenhum cliente é nomeado)" },
  { rejected: /\bhumanizad/i, write: "atendimento natural, com uma IA que se apresenta como assistente virtual" },
  {
    rejected: /24 horas por dia|atendendo 24 horas|\b24\/7\b/i,
    write: "a qualquer hora, inclusive à noite, nos fins de semana e feriados",
  },
  {
    rejected:
      /menos de (72|\$\{claims\.setupHours\}) horas(?!,? (\$\{setupCondition\}|após a confirmação do pagamento|contadas a partir da confirmação do pagamento))/,
    write: "menos de 72 horas após a confirmação do pagamento",
  },
  { rejected: /software médico/i, write: "sistema de gestão da clínica", only: /^app\/content\/(home|contact-benefits)\.ts$/ },
  { rejected: /\bjunto d[ao] (sua )?consulta/i, write: "anexado à consulta" },
  { rejected: /pelo chat|no próprio chat/i, write: "na própria conversa" },
  { rejected: /dentro da LGPD/i, write: "como tratamos os dados dos pacientes" },
  { rejected: /\bonline\b/, write: "on-line (VOLP)" },
  { rejected: /Acessar a plataforma/i, write: "Acesso à Plataforma (o rótulo do cabeçalho)" },
  { rejected: />Legal</, write: "Informações legais" },
  { rejected: /Voltar para o início/, write: "Voltar ao início" },
  { rejected: /\(breadcrumb\)/i, write: "Trilha de navegação" },
  { rejected: /title="Tag manager"/, write: "Gerenciador de tags" },
];

/**
 * The second editorial review (2026-11-25), copy-a's pages: home, /contato, the demo video and its
 * page, the simulator, /seguranca-e-lgpd, the alternatives table, the no-show calculator, the cookie
 * banner and the footer; then the plans, the legal texts, integration, partners and the guides. `was` is
 * the text each rule must catch (checked below).
 */
const secondReviewRules: Array<Rule & { was: string }> = [
  {
    rejected: /se apresenta como assistente virtual, inclusive à noite/,
    write: "a qualquer hora, inclusive à noite…, com uma IA que se apresenta como assistente virtual",
    was: "com uma IA que se apresenta como assistente virtual, inclusive à noite, nos fins de semana e feriados.",
  },
  {
    rejected: /Como toda publicidade da clínica, segue/,
    write: "Esse material é publicidade da clínica e deve seguir as regras do seu conselho",
    was: "Como toda publicidade da clínica, segue as regras do seu conselho (CFM ou CFO).",
  },
  {
    rejected: /pedido por uma pessoa/,
    write: "quando o paciente pede para falar com uma pessoa",
    was: "o aviso automático é o do pedido por uma pessoa.",
  },
  {
    rejected:
      /heading: "(Conheça a secretária virtual que atende seus pacientes|Menos horários vagos no seu consultório odontológico|Reduza as faltas com lembretes e confirmações)"/,
    write: "um título que leia bem com “ com IA” no fim",
    was: 'heading: "Reduza as faltas com lembretes e confirmações",',
  },
  {
    rejected: /Conte como sua clínica recebe/,
    write: "Deixe seu contato: na conversa, entendemos…",
    was: "Conte como sua clínica recebe pedidos hoje",
  },
  {
    rejected: /seguem com o seu contato/,
    write: "são enviados / vão junto com o seu contato",
    was: "Os números informados seguem com o seu contato",
  },
  { rejected: /coloca de volta para atender/, write: "outro a reativa", was: "e outro a coloca de volta para atender." },
  {
    rejected: /\bped(e|em|ir|iu) uma pessoa\b/i,
    write: "pede para falar com uma pessoa",
    was: 'tab: "Pedir uma pessoa",',
  },
  {
    rejected: /Cada resposta diz onde está escrita/,
    write: "Cada resposta indica o trecho de onde foi tirada",
    was: "Cada resposta diz onde está escrita.",
  },
  {
    rejected: /Não afirmamos que (os dados ficam|a IA reconhece)|Não afirmamos, nesta página, se/,
    write: "com “afirmar” negado, o subjuntivo: que os dados fiquem, que a IA reconheça",
    was: "Não afirmamos que os dados ficam só no Brasil",
  },
  {
    rejected: /pelo prazo previsto no Marco Civil/,
    write: "guardados por 6 meses, como exige o art. 15 do Marco Civil",
    was: "registros de acesso: pelo prazo previsto no Marco Civil da Internet.",
  },
  {
    rejected: /Como desligar a IA por comando de texto\?/,
    write: "Dá para desligar a IA numa conversa?",
    was: 'question: "Como desligar a IA por comando de texto?",',
  },
  {
    rejected: /aqui para você confirmar a presença/,
    write: "envio uma mensagem por aqui para confirmar a presença",
    was: "envio uma mensagem por aqui para você confirmar a presença.",
  },
  {
    rejected: /de antemão, não é a IA/,
    write: "de antemão; não é a IA",
    was: "as mensagens foram escritas de antemão, não é a IA respondendo ao vivo.",
  },
  { rejected: /casas depois da vírgula/, write: "duas casas decimais", was: "Use no máximo 2 casas depois da vírgula." },
  {
    rejected: /perPoint: "Cada ponto/,
    write: "Custo de cada ponto percentual de faltas",
    was: 'perPoint: "Cada ponto percentual de faltas",',
  },
  {
    rejected: /(?<!A )\{site\.productName\} é um produto/,
    write: "A Atendra é um produto…",
    was: "{site.productName} é um produto da {site.company.name}",
  },
  {
    rejected: /que reconhece uma urgência|\bIA (reconhece|identifica|detecta) (sozinha )?(uma )?(mensagem )?urg/i,
    write: "a IA não avalia sintomas; a orientação da clínica para urgências deve ir na primeira mensagem",
    was: "É a equipe da clínica, acompanhando as conversas, que reconhece uma urgência",
  },
  {
    rejected: /Teste na sua clínica/i,
    write: "Veja na prática: não há período de teste",
    was: 'heading: "Teste na sua clínica a secretária",',
  },
  {
    rejected: /não precisa de preparo|não posso orientar/i,
    write: "A IA envia as orientações de preparo que a clínica cadastrou; dúvidas sobre o caso vão para a equipe",
    was: "Pelas orientações da clínica, esse exame não precisa de preparo.",
  },
  {
    rejected: /aceit\w* o Aviso de Privacidade/i,
    write: "li o Aviso de Privacidade: um aviso informa, não se aceita",
    was: "Li e aceito os Termos de Uso e aceito o Aviso de Privacidade.",
  },
  {
    rejected: /eyebrow: "Depoimentos"/,
    write: "Exemplos de uso, enquanto os exemplos forem ilustrativos",
    was: 'eyebrow: "Depoimentos",',
  },
  {
    rejected: /Reembolso garantido|[Gg]arantia de reembolso em até|`Reembolso em até/,
    write: "Garantia de 30 dias: peça o reembolso em até 30 dias corridos da contratação",
    was: "`Reembolso garantido em até ${claims.refundDays} dias`",
  },
  {
    rejected: /em conformidade com a LGPD/i,
    write: "como tratamos os dados dos pacientes: sem alegação genérica de conformidade",
    was: "com segurança e em conformidade com a LGPD.",
  },
  {
    rejected: /acompanhamento depois do atendimento/i,
    write: "retoma o contato com quem deixou a conversa sem resposta",
    was: "faz o acompanhamento depois do atendimento",
  },
  {
    rejected: /qualquer atendente pode pausar/i,
    write: "a equipe pode pausar a IA com um comando de texto enviado na conversa",
    was: "qualquer atendente pode pausar a IA",
  },
  {
    rejected: /tem o próprio login e uma senha forte/,
    write: "deve usar uma senha forte e pessoal: é obrigação do usuário",
    was: "cada usuário tem o próprio login e uma senha forte e pessoal",
  },
  { rejected: /\bse pag(a|ar)\b/, write: "cobrir o próprio preço", was: "quantas cada plano precisa evitar para se pagar." },
  {
    rejected: /Tenho sim: 9h30/,
    write: "Sou a assistente virtual. Temos 9h30 ou 14h",
    was: '<div class="b out">Tenho sim: 9h30 ou 14h. Qual prefere?</div>',
  },
  {
    rejected: /Crie sua conta e configure a IA/,
    write: "Crie sua conta: nossa equipe configura a IA",
    was: "Crie sua conta e configure a IA com os serviços",
  },
  {
    rejected: /“Rejeitar”|>\s*Rejeitar\s*</,
    write: "Recusar, o nome do botão",
    was: "Quando você clica em “Aceitar Cookies” ou em “Rejeitar”",
  },
  {
    rejected: /dados de intera[çc][ãa]o/i,
    write: "conteúdo das conversas: “interação” é só a unidade de preço",
    was: "- **dados de interação**: as conversas entre a IA e os pacientes da clínica,",
  },
  {
    rejected:
      /(n[ãa]o s[ãa]o considerados|n[ãa]o d[ãa]o in[íi]cio [àa] exclus[ãa]o|s[óo] s[ãa]o aceitos por e-mail)(?![^\n]*outro canal, respondemos explicando como confirm[áa]-lo)/,
    write: "Se o pedido chegar por outro canal, respondemos explicando como confirmá-lo pelo e-mail cadastrado.",
    was: "pedidos feitos por outros canais não são considerados. O endereço cadastrado é o que nos permite confirmar que o pedido vem do próprio cliente.",
  },
  {
    rejected: /m[êe]s da compra/,
    write: "válido por 30 dias a partir da compra",
    was: 'period: "por pacote, pago uma vez, para usar no mês da compra",',
  },
  {
    rejected: /n[ãa]o vale como promessa/,
    write: "fica mais fácil conferir e cobrar depois",
    was: "o que não está no contrato nem nos documentos do fornecedor não vale como promessa.",
  },
  {
    rejected: /WhatsApp [àa] m[ãa]o/,
    write: "WhatsApp respondido à mão",
    was: 'description: "Recepção, WhatsApp à mão, lembretes do sistema,',
  },
  {
    rejected: /\(item \d+\)|sujeito ao item \d+/,
    write: "seção N",
    was: "inclusive fora do horário da clínica (sujeito ao item 16)",
  },
  {
    rejected: /\bsoftwares m[ée]dicos\b|seu software m[ée]dico\b(?! (e|ou) odontol)/,
    write: "software médico e odontológico / sistemas de gestão de clínicas",
    was: 'title: "Integração via API para softwares médicos",',
  },
  {
    rejected: /(equipe|Conte[úu]do|Planos|parceiros|Integra[çc][ãa]o via API) \$\{(site\.)?product(Name)?\}/,
    write: "… da Atendra",
    was: "catalogueName: `Planos ${product}`,",
  },
  {
    rejected: /complete o seu nome/,
    write: "preencha o seu nome completo e o e-mail cadastrado",
    was: "Envie a partir do e-mail cadastrado na plataforma e complete o seu nome e o e-mail.",
  },
  { rejected: /apaga dele/, write: "também apaga do servidor", was: "Um pedido de exclusão feito ao encarregado apaga dele, também," },
  {
    rejected: /quem decide sobre os seus dados|quem decide [ée] a cl[íi]nica/,
    write: "o pedido é feito à clínica, que é a controladora e responde por ele",
    was: "quem decide sobre os seus dados é a própria clínica, que é a controladora.",
  },
  {
    rejected: /cl[áa]usulas-padr[ãa]o contratuais/,
    write: "com as garantias previstas no artigo 33 da LGPD",
    was: "como as cláusulas-padrão contratuais aprovadas pela Autoridade Nacional de Proteção de Dados (ANPD).",
  },
  {
    rejected: /finalidades pr[óo]prias de marketing/,
    write: "para finalidades próprias",
    was: "não usamos as conversas dos pacientes para finalidades próprias de marketing.",
  },
  {
    rejected: /\b10 perguntas\b/,
    write: "Dez perguntas",
    was: '{ id: "perguntas", label: "10 perguntas para qualquer fornecedor" },',
  },
  {
    rejected: /diga quem o modelo deve ser/,
    write: "diga que papel o assistente de IA deve assumir",
    was: '{ name: "Papel", text: "diga quem o modelo deve ser (revisor, farmacologista, redator para pacientes)." },',
  },
];

describe("the second editorial review's rejected variants", () => {
  const all = [...lines, ...burnedInLines()];
  it("catches each rejected text where it was", () => {
    for (const rule of secondReviewRules) {
      expect(findings([{ file: "app/content/x.ts", line: 1, text: rule.was }], rule), rule.write).toHaveLength(1);
    }
  });
  for (const rule of secondReviewRules) {
    it(`has no "${rule.rejected.source}": write ${rule.write}`, () => {
      expect(findings(all, rule)).toEqual([]);
    });
  }
});
