import { describeRejectedVariants, type Rule } from "./terminology-test-kit";

/**
 * The third editorial review (2026-11-28): the specialty pages, the urgency rule on the pages most at risk,
 * exam preparation, data requests. Each rejected variant is checked against `was`, the old text it must
 * catch, in the file `in` it was in; then no visible text (the video's and the share image's included)
 * may have it.
 */
const rules: Array<Rule & { was: string; in: string }> = [
  {
    rejected: /\bvai na primeira mensagem/i,
    write: "deve ir na primeira mensagem: a orientação para urgências é um dever da configuração da clínica",
    was: '"note": "A IA não avalia sintomas: a orientação da clínica para urgências (por exemplo, SAMU 192) vai na primeira mensagem.",',
    in: "app/content/video-demo-scenes.json",
  },
  {
    // The /contato heading gets " com IA" at its end: after a plural noun it reads "procedures done with AI".
    rejected: /^\s*heading: "[^"]*\b(procedimentos|exames|consultas|tratamentos)"$/,
    write: "um título de /contato que termine num particípio: “consultas e procedimentos agendados” + “ com IA”",
    only: /^app\/content\/specialties\//,
    was: '  heading: "Dermatologia: agende consultas e procedimentos"',
    in: "app/content/specialties/dermatologia.yaml",
  },
  {
    rejected: /decidid[ao] pela cl[íi]nica|conversa isolada/i,
    write: "o pedido é feito à clínica, que responde por ele: atende ou explica por que guarda os dados",
    was: "A exclusão de uma conversa isolada é decidida pela clínica.",
    in: "app/content/specialties/ginecologia.yaml",
  },
  {
    rejected: /SAMU \(192\)/,
    write: "SAMU 192, o nome do serviço, sem parênteses (E3)",
    was: "Em caso de urgência, ligue para o SAMU (192) ou procure o pronto-socorro mais próximo.",
    in: "app/content/specialties/pediatria.yaml",
  },
  {
    rejected: /precisa de um hor[áa]rio marcado|Se for urgente, ligue/i,
    write: "a página não decide se o caso pode esperar, e a conversa não repete a orientação fora da primeira mensagem",
    was: "Quem responde é o dermatologista, na consulta; naquela hora, o paciente precisa de um horário marcado.",
    in: "app/content/specialties/dermatologia.yaml",
  },
  {
    rejected: /caso do seu pai/i,
    write: "as orientações que enviei dizem o que a clínica recomenda depois da dilatação: preparo padrão não é caso do paciente",
    was: "Essa dúvida é sobre o caso do seu pai, e quem responde é a equipe.",
    in: "app/content/specialties/oftalmologia.yaml",
  },
  {
    rejected: /\bn[ãa]o sei dizer\b|quem olha a pele/i,
    write: "Não posso dizer se é grave / quem avalia a pele (E10)",
    was: "Isso eu não sei dizer: não avalio fotos nem sintomas.",
    in: "app/content/specialties/dermatologia.yaml",
  },
  {
    rejected: /que indica o procedimento/i,
    write: "que avalia se o procedimento é indicado",
    was: "com a Dra. Paula, que indica o procedimento.",
    in: "app/content/specialties/dermatologia.yaml",
  },
  {
    rejected: /regras do CFM, como a identifica[çc][ãa]o do respons[áa]vel t[ée]cnico/,
    write: "diretor técnico-médico, com o número do CRM e, quando houver, o RQE: “responsável técnico” é o termo do CFO",
    was: "deve seguir as regras do CFM, como a identificação do responsável técnico.",
    in: "app/content/specialties/dermatologia.yaml",
  },
  {
    rejected: /julgamento do dentista|feito pelo dentista/,
    write: "cirurgião-dentista, o nome da profissão; na conversa, o nome do profissional (E5)",
    was: "e não substitui o julgamento do dentista.",
    in: "app/content/specialties/odontologia.yaml",
  },
  {
    rejected: /Confirma[çc][õo]es, lembretes e retomada de contato/,
    write: "Confirmações e lembretes: a retomada de contato só com a condição do aceite",
    was: 'reminders: "Confirmações, lembretes e retomada de contato",',
    in: "app/content/specialty-features.ts",
  },
  {
    rejected: /conforme o plano contratado\.\s*(O respons|"$)/,
    write: "Sim, em todos os planos: lembretes e confirmações não dependem do plano (E9)",
    was: "lembretes e acompanhamento de consultas estão entre os recursos da plataforma, conforme o plano contratado. O responsável confirma",
    in: "app/content/specialties/pediatria.yaml",
  },
  {
    rejected: /pr[ée]-natal organizada|cuida dos retornos/i,
    write: "consultas de rotina e pré-natal organizados / a IA organiza os retornos (E13)",
    was: 'heading: "Ginecologia: agenda de rotina e pré-natal organizada"',
    in: "app/content/specialties/ginecologia.yaml",
  },
  {
    rejected: /o retorno pode ser na semana seguinte/,
    write: "Pelas regras da clínica, o retorno … é marcado para a semana seguinte (E14)",
    was: "Para o Dr. André ver os resultados, o retorno pode ser na semana seguinte:",
    in: "app/content/specialties/cardiologia.yaml",
  },
  {
    rejected: /facilita esquecer/,
    write: "e, por isso, são fáceis de esquecer (E8)",
    was: "são marcados com antecedência, o que facilita esquecer.",
    in: "app/content/specialties/pediatria.yaml",
  },
  {
    rejected: /perguntas que a cl[íi]nica responde\b/,
    write: "perguntas com resposta fixa na clínica: responde-se a uma pergunta",
    was: "São perguntas que a clínica responde sempre do mesmo jeito",
    in: "app/content/specialties/oftalmologia.yaml",
  },
  {
    rejected: /\bIA só oferece\b/,
    write: "a IA oferece só os horários livres dessa agenda",
    was: "a IA só oferece os horários livres nela e registra a consulta",
    in: "app/content/specialties/cardiologia.yaml",
  },
  {
    rejected: /urg[êe]ncias, por exemplo [a-z]/,
    write: "por exemplo, entre vírgulas",
    was: "A orientação da clínica para urgências, por exemplo ligar para o SAMU (192)",
    in: "app/content/specialties/pediatria.yaml",
  },
  {
    rejected: /pacientes de \$\{specialist\}|secret[áa]ria virtual para \$\{specialist\}/,
    write: "O que chega pelo WhatsApp numa ${clinicPhrase} / para a sua ${clinicPhrase} (E1, E2)",
    was: "title: (specialist: string) => `Leve a secretária virtual para ${specialist}`,",
    in: "app/content/specialties-page.ts",
  },
  {
    rejected: /heading: "(Marque consultas fora|Entenda áudios|Chame sua equipe)/,
    write: "um particípio antes de “ com IA”: quem age é a IA (E17)",
    was: 'heading: "Chame sua equipe na hora certa",',
    in: "app/content/contact-variants.ts",
  },
  {
    rejected: /diminuem esquecimentos/i,
    write: "ajudam a reduzir esquecimentos e faltas: um efeito sem registro não se afirma como certo",
    was: 'description: "Lembretes enviados no momento certo diminuem esquecimentos e faltas.",',
    in: "app/content/home.ts",
  },
  {
    rejected: /e a equipe pode pausar/,
    write: "a equipe é avisada na hora, por mensagem ou e-mail, e pode pausar a IA (E19)",
    was: "a equipe é avisada na hora por mensagem ou e-mail, e a equipe pode pausar a IA",
    in: "app/content/home.ts",
  },
  {
    rejected: /N[ãa]o identificam voc[êe]/,
    write: "o site também lê, sem gravá-lo, o cookie LeadUserIndex",
    was: "a posição do vídeo de demonstração. Não identificam você e não dependem de aceite.",
    in: "app/content/cookie-consent.ts",
  },
];

describeRejectedVariants("the third editorial review's rejected variants", rules);
