import { describeRejectedVariants, type Rule } from "./terminology-test-kit";

/**
 * The fourth editorial review (2026-11-28, "quarta"): one language error, thirteen style points, the claims
 * and the one sales verb. Each rejected variant is checked against `was`, the old text it must catch, in the
 * file `in` it was in; then no visible text (the video's and the share image's included) may have it.
 */
const rules: Array<Rule & { was: string; in: string }> = [
  {
    rejected: /por exemplo sobre/,
    write: "por exemplo, sobre valores: “por exemplo” entre vírgulas",
    was: "a equipe chamada quando o paciente pede para falar com uma pessoa, por exemplo sobre valores.",
    in: "app/content/specialties/odontologia.yaml",
  },
  {
    rejected: /heading: "(Também fora do horário|Na hora certa, sua equipe)/,
    write: "um título que termine pelo agente: “… pela secretária virtual” + “ com IA”",
    was: 'heading: "Na hora certa, sua equipe chamada",',
    in: "app/content/contact-variants.ts",
  },
  {
    rejected:
      /a IA responde com as informações que a clínica cadastrou\. \$\{examPrepRule\}|valores e horários, e envia as orientações de preparo que a clínica cadastrou/,
    write: "“que a clínica cadastrou” uma vez: respostas tiradas do cadastro da clínica, e então a regra do preparo",
    was: "description: `Endereço, formas de pagamento e horários: a IA responde com as informações que a clínica cadastrou. ${examPrepRule}`,",
    in: "app/content/home.ts",
  },
  {
    rejected: /rascunho de um colega que/,
    write: "o rascunho, ainda não revisado, de um colega",
    was: "Trate toda resposta como rascunho de um colega que ainda não foi revisado.",
    in: "app/content/llm-comparison.ts",
  },
  {
    rejected: /Organizar, numa tabela/,
    write: "Organizar as diferenças entre dois fármacos, …, numa tabela",
    was: 'goal: "Organizar, numa tabela de 4 linhas (uma por critério) e 2 colunas de dados',
    in: "app/content/prompt-templates.ts",
  },
  {
    rejected: /identificar sozinha/,
    write: "a identificação automática de sinais de urgência",
    was: "como identificar sozinha sinais de urgência na conversa,",
    in: "app/content/articles/atendra-e-alternativas.mdx",
  },
  {
    rejected: /muitos retornos trazem/,
    write: "os retornos se sucedem, e muitos deles trazem",
    was: "No pré-natal, os retornos se sucedem e muitos retornos trazem um exame novo para mostrar.",
    in: "app/content/specialties/ginecologia.yaml",
  },
  {
    rejected: /marcados com antecedência e, por isso/,
    write: "e, por serem marcados com antecedência, são fáceis de esquecer",
    was: "se repetem ao longo da infância e são marcados com antecedência e, por isso, são fáceis de esquecer.",
    in: "app/content/specialties/pediatria.yaml",
  },
  {
    rejected: /guardar parte do hist[óo]rico[^.]*guard(e|ar) uma c[óo]pia/,
    write: "Se a clínica precisar manter parte do histórico…, faça uma cópia antes de enviar o pedido",
    was: "Se a clínica precisa guardar parte do histórico de atendimento, por obrigação legal ou profissional, guarde uma cópia antes de fazer o pedido.",
    in: "app/content/legal/exclusao-dados.mdx",
  },
  {
    rejected: /até entregá-lo/,
    write: "o servidor guarda, repassa e apaga 180 dias depois do recebimento, repassado ou não",
    was: "O servidor do site guarda cada envio de formulário até entregá-lo à ferramenta de automação",
    in: "app/content/legal/aviso-privacidade.mdx",
  },
  {
    rejected: /\bmensais, (ou|que)\b/,
    write: "R$ 6.000 de receita perdida por mês / R$ 299 por mês, valor coberto por 2 faltas evitadas no mês",
    was: '`${noShows} por mês ${n < 2 ? "custa" : "custam"} ${monthly} mensais, ou ${yearly} por ano.`;',
    in: "app/content/ui-strings/no-shows.ts",
  },
  {
    rejected: /n[ãa]o s[ãa]o considerados \(n[ãa]o d[ãa]o in[íi]cio/,
    write: "Um pedido feito por outro canal não dá início ao cancelamento: nesse caso, respondemos…",
    was: "pedidos feitos por outros canais não são considerados (não dão início ao cancelamento).",
    in: "app/content/legal/termos-de-uso.mdx",
  },
  {
    rejected: /D[úu]vidas sobre [^,"]+, quem responde [ée]/,
    write: "Quem responde a dúvidas sobre … é a equipe: a assistente escreve na norma",
    was: 'reply("Dúvidas sobre o seu caso, quem responde é a equipe: quer que eu a chame?"),',
    in: "app/content/simulator-scenarios.ts",
  },
  {
    rejected: /ressalvados os casos em que a lei n[ãa]o permite essa limita[çc][ãa]o/,
    write: "uma frase de limites e uma ressalva: “Essas limitações não se aplicam nos casos em que a lei não as permite.”",
    was: "pela licença de uso, ressalvados os casos em que a lei não permite essa limitação. Não respondemos por decisões clínicas",
    in: "app/content/legal/termos-de-uso.mdx",
  },
  {
    rejected: /a mensagem autom[áa]tica deve orientar|precisa ir imediatamente para uma pessoa/,
    write: "orientação para urgências na primeira mensagem; a equipe assume a conversa assim que a vir",
    was: "a conversa precisa ir imediatamente para uma pessoa da equipe, e o paciente deve ser orientado",
    in: "app/content/articles/ia-veio-para-ajudar-secretarias-medicas.mdx",
  },
  {
    rejected:
      /menos de (72|\$\{claims\.setupHours\}) horas,? (após a|contadas a partir da) confirma[çc][ãa]o do pagamento(?! e d?o envio das informa[çc][õo]es da cl[íi]nica)/,
    write: "após a confirmação do pagamento e o envio das informações da clínica",
    was: "{ icon: CalendarClock, text: `Implantação em menos de ${claims.setupHours} horas após a confirmação do pagamento` },",
    in: "app/content/plans-page.ts",
  },
  {
    rejected: /\b[Aa] Atendra atua como operadora|pela \$\{site\.productName\} como operadora/,
    write: "a empresa (nós, a Serra Clara) atua como operadora, não a marca",
    was: "A clínica é a controladora dos dados dos pacientes; a Atendra atua como operadora e segue as instruções da clínica.",
    in: "app/content/specialties/odontologia.yaml",
  },
  {
    rejected: /value: "(Cont[íi]nua|LGPD)"|token restrito ao titular/,
    write: "“Pela API” e “Operadora”; o token que só o titular vê e decide com quem compartilhar",
    was: '{ icon: ShieldCheck, value: "LGPD", label: `dados dos pacientes tratados pela ${site.productName} como operadora, por conta da clínica` },',
    in: "app/content/integration-details.ts",
  },
  {
    rejected: /sempre no controle da conversa|sem esquecer ningu[ée]m|n[ãa]o esquece nenhuma confirma/,
    write: "a equipe podendo assumir a conversa a qualquer momento; sem depender da memória de ninguém",
    was: "- confirma consultas e envia lembretes sem esquecer ninguém;",
    in: "app/content/articles/ia-veio-para-ajudar-secretarias-medicas.mdx",
  },
  {
    rejected: /", exceto feriados\."|suporte atende \$\{businessHoursText\}|acompanha a opera[çc][ãa]o \$\{businessHoursText\}/,
    write: "supportHoursText: “… (horário de Brasília), exceto feriados nacionais e do município de Belo Horizonte”",
    was: 'exceptHolidays: ", exceto feriados.",',
    in: "app/content/ui-strings/page-parts.ts",
  },
  {
    rejected: /preparo para exame de sangue em jejum/,
    write: "um tema educativo geral: o preparo de exames sai do que a clínica cadastrou",
    was: "Escreva uma mensagem de orientação sobre [TEMA, por exemplo: preparo para exame de sangue em jejum] para ser enviada",
    in: "app/content/prompt-templates.ts",
  },
  {
    rejected: /medem, de forma agregada/,
    write: "medem … com identificadores gravados no seu navegador; os relatórios são agregados",
    was: 'text: "medem, de forma agregada, quais páginas são visitadas e de onde vêm os acessos, para melhorarmos o conteúdo.',
    in: "app/content/cookie-consent.ts",
  },
  {
    rejected: /envie um e-mail a partir do endere[çc]o cadastrado/,
    write: "envie um e-mail para o endereço de suporte, a partir do endereço cadastrado",
    only: /^app\/content\/plans-faq\.ts$/,
    was: "Para pedir, envie um e-mail a partir do endereço cadastrado na plataforma, como nos cancelamentos.",
    in: "app/content/plans-faq.ts",
  },
  {
    // The unit of every price is defined once (app/content/interaction.ts); every other place reads that sentence.
    rejected: /\b[Uu]ma intera[çc][ãa]o [ée] /,
    write: "${interactionDefinition}, read from app/content/interaction.ts",
    only: /^(?!app\/content\/interaction\.ts$)/,
    was: "Uma interação é cada mensagem enviada ou recebida pela plataforma.",
    in: "app/content/plans-faq.ts",
  },
  {
    // The one sales verb: what the buttons to /contato used to say (their `source` values keep those words).
    rejected:
      /\b(label|cta|button|contactCta|specialistCta|specialist|contact|primaryCta): "(Conheça o produto|Fale com um especialista|Falar com um especialista|Falar com a equipe|Falar com a nossa equipe|Quero isso na minha clínica|Quero ver esses recursos|Veja todas as funcionalidades em ação|Veja como funciona na sua clínica|Prefere conversar antes\? Fale com um especialista)"/,
    write: "demoCall (“Agendar demonstração”) as the label; the old words stay only as `source` values",
    only: /^app\//,
    was: '  primaryCta: "Conheça o produto",',
    in: "app/content/home.ts",
  },
  {
    rejected: /Agendar demonstra[çc][ãa]o/,
    write: "import { demoCall } from app/content/ui-strings/sales-call.ts instead of retyping the label",
    only: /^app\/(?!content\/ui-strings\/sales-call\.ts$)/,
    was: '  cta: "Agendar demonstração",',
    in: "app/content/plans-page.ts",
  },
];

describeRejectedVariants("the fourth editorial review's rejected variants", rules);
