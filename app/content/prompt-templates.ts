/**
 * The five prompt templates of /conteudo/prompts-mais-eficientes. `template` is exactly what the
 * copy button puts on the clipboard; words in [BRACKETS] are the parts the reader fills in.
 */

/** Limits the templates ask the model to respect (500 characters, 5 questions, 30 seconds). */
export const PATIENT_MESSAGE_MAX_CHARS = 500;
export const TRIAGE_MAX_QUESTIONS = 5;
export const VIDEO_SECONDS = 30;

export interface PromptTemplate {
  /** Anchor of the template on the page. */
  id: string;
  title: string;
  goal: string;
  template: string;
  tips: readonly string[];
}

export const triageAnswerTypes = ["sim_nao", "multipla_escolha"] as const;
export type TriageAnswerType = (typeof triageAnswerTypes)[number];

export const promptTemplates = [
  {
    id: "resumo-de-artigo",
    title: "Resumo de artigo científico",
    goal: "Transformar o resumo e os métodos de um artigo em uma síntese estruturada para decidir se vale a leitura completa.",
    template: `Atue como um médico revisor experiente em [ESPECIALIDADE].
Vou colar abaixo o resumo (abstract) e a seção de métodos de um artigo científico.

Produza um resumo estruturado em português, com no máximo 250 palavras, nestes tópicos:
1. Pergunta de pesquisa
2. Desenho do estudo e população (tamanho da amostra e critérios de inclusão)
3. Intervenção e comparador
4. Principais resultados, com as medidas de efeito e os intervalos de confiança exatamente como aparecem no texto
5. Limitações apontadas pelos autores
6. Relevância prática para [CONTEXTO, por exemplo: consultório, pronto atendimento, atenção primária]

Regras:
- Use apenas informações presentes no texto fornecido. Se algo não estiver no texto, escreva "não informado".
- Não invente números, referências nem conclusões.
- Marque com [VERIFICAR] qualquer trecho que dependa de interpretação sua.

Texto do artigo:
[COLE AQUI O RESUMO E OS MÉTODOS]`,
    tips: [
      "Cole apenas texto público do artigo. Se ele tiver dados de pacientes em anexos, não os inclua.",
      "Leia o artigo original antes de citar qualquer número do resumo gerado.",
    ],
  },
  {
    id: "mensagem-educativa",
    title: "Mensagem educativa para o paciente",
    goal: `Escrever uma orientação curta, de até ${PATIENT_MESSAGE_MAX_CHARS} caracteres, em linguagem simples, para enviar por mensagem.`,
    template: `Você é um profissional de saúde que escreve para pacientes com linguagem simples e acolhedora.

Escreva uma mensagem de orientação sobre [TEMA, por exemplo: hidratação nos dias de calor] para ser enviada pelo WhatsApp da clínica.

Requisitos:
- No máximo ${PATIENT_MESSAGE_MAX_CHARS} caracteres, contando os espaços.
- Frases curtas e sem termos técnicos; se precisar de um, explique entre parênteses.
- Tom respeitoso, sem alarmismo e sem promessa de resultado.
- Termine orientando o paciente a falar com a equipe da clínica em caso de dúvida e a procurar atendimento de urgência se tiver [SINAIS DE ALERTA].
- Não inclua diagnóstico, dose de medicamento nem nada que dependa da avaliação individual.

Depois da mensagem, informe quantos caracteres ela tem.`,
    tips: [
      "Modelos de linguagem contam caracteres mal: confira o tamanho num editor de texto antes de enviar.",
      "A mensagem é genérica de propósito. Orientação individual continua sendo feita na consulta.",
    ],
  },
  {
    id: "comparacao-de-medicamentos",
    title: "Comparação entre dois medicamentos",
    goal: "Organizar as diferenças entre dois fármacos, para estudo ou preparação de aula, numa tabela de 4 linhas (uma por critério) e 2 colunas de dados (uma por medicamento), além da coluna com o nome do critério.",
    template: `Atue como farmacologista clínico. Compare [MEDICAMENTO A] e [MEDICAMENTO B] usados para [INDICAÇÃO] em adultos.

Responda com uma tabela de 4 linhas e 2 colunas de dados: uma coluna para cada medicamento e uma linha para cada critério abaixo, além de uma primeira coluna com o nome do critério, nesta ordem:
1. Mecanismo de ação
2. Principais efeitos adversos
3. Contraindicações relevantes
4. Interações medicamentosas importantes

Regras:
- Não inclua doses nem recomende qual dos dois usar.
- Escreva "não sei" quando não tiver segurança sobre uma informação.
- Depois da tabela, indique em que fontes devo conferir cada linha (por exemplo, a bula aprovada pela Anvisa e a diretriz da sociedade de especialidade).`,
    tips: [
      "Use a tabela como roteiro de estudo. A decisão terapêutica depende do paciente, não de uma comparação genérica.",
      "Confira cada linha na bula e na diretriz antes de usar o material com alunos ou colegas.",
    ],
  },
  {
    id: "roteiro-de-video",
    title: "Roteiro de vídeo de 30 segundos",
    goal: `Criar um roteiro curto, em 3 partes, para um vídeo educativo de ${VIDEO_SECONDS} segundos nas redes sociais da clínica.`,
    template: `Crie um roteiro de vídeo de ${VIDEO_SECONDS} segundos para as redes sociais da clínica sobre [TEMA], voltado para [PÚBLICO].

Divida o roteiro em 3 partes, com o tempo de cada uma:
1. Abertura (0 a 5 segundos): uma pergunta ou situação do dia a dia que prenda a atenção.
2. Conteúdo (5 a 25 segundos): no máximo 3 orientações práticas, em frases curtas.
3. Encerramento (25 a ${VIDEO_SECONDS} segundos): convite para tirar dúvidas ou agendar uma consulta com a equipe.

Para cada parte, escreva o texto falado e sugira uma imagem ou cena.

Regras:
- Linguagem simples, sem promessa de cura ou de resultado.
- Respeite as normas de publicidade do [CFM ou CFO].
- Leia o texto em voz alta e confirme que cabe em ${VIDEO_SECONDS} segundos.`,
    tips: [
      "Grave uma versão de teste e cronometre: o ritmo da fala muda muito de pessoa para pessoa.",
      "Antes de publicar, confira as regras de publicidade do seu conselho profissional.",
    ],
  },
  {
    id: "questionario-de-triagem",
    title: "Questionário de triagem pré-consulta",
    goal: `Montar até ${TRIAGE_MAX_QUESTIONS} perguntas objetivas para o paciente responder antes da consulta, em JSON pronto para um formulário ou sistema.`,
    template: `Monte um questionário de pré-consulta para [ESPECIALIDADE OU MOTIVO DA CONSULTA], a ser respondido pelo paciente antes do atendimento. O questionário apenas organiza informações: ele não define diagnóstico nem prioridade clínica.

Gere no máximo ${TRIAGE_MAX_QUESTIONS} perguntas objetivas, em linguagem simples. Nas perguntas de múltipla escolha, escreva as opções entre parênteses no próprio texto da pergunta.

Responda somente com um array JSON válido, sem nenhum texto antes ou depois, em que cada item tenha exatamente estes dois campos:
- "pergunta": o texto da pergunta;
- "tipo_resposta": "sim_nao" ou "multipla_escolha".

Não inclua outros campos nem outros valores em "tipo_resposta".`,
    tips: [
      "Valide o JSON antes de importar para qualquer sistema e revise cada pergunta com a equipe clínica.",
      "Perguntas de triagem não substituem a avaliação: sinais de alerta relatados pelo paciente devem ser vistos por um profissional.",
    ],
  },
] as const satisfies readonly PromptTemplate[];

/** Example answer of the triage template, for a first dental appointment. */
export const triageExample = [
  {
    pergunta: "Qual é o principal motivo da consulta? (dor, revisão de rotina, estética, aparelho ortodôntico, outro)",
    tipo_resposta: "multipla_escolha",
  },
  { pergunta: "Você está sentindo dor em algum dente neste momento?", tipo_resposta: "sim_nao" },
  {
    pergunta: "Há quanto tempo começou o incômodo? (menos de uma semana, de uma a quatro semanas, mais de um mês, não tenho incômodo)",
    tipo_resposta: "multipla_escolha",
  },
  { pergunta: "Você tem alergia a algum medicamento ou anestésico?", tipo_resposta: "sim_nao" },
  { pergunta: "Você usa algum medicamento todos os dias?", tipo_resposta: "sim_nao" },
] as const satisfies ReadonlyArray<{ pergunta: string; tipo_resposta: TriageAnswerType }>;

/** What the page shows in the example code block: generated from the typed data, so it always parses. */
export const triageExampleJson = JSON.stringify(triageExample, null, 2);

/** The four elements of a good prompt, listed before the templates. */
export const promptPrinciples = [
  { name: "Papel", text: "diga que papel o assistente de IA deve assumir (revisor, farmacologista, redator para pacientes)." },
  { name: "Contexto", text: "explique para quem é o resultado e em que situação será usado." },
  { name: "Formato", text: "peça a estrutura exata (tópicos, tabela, número de palavras, JSON)." },
  { name: "Limites", text: "proíba o que não pode aparecer, como doses, diagnósticos e dados inventados." },
] as const satisfies ReadonlyArray<{ name: string; text: string }>;
