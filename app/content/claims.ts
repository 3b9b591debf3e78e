/**
 * The claims register in code: every figure and promise the site states, once. Pages build their
 * sentences from these values, so changing one here changes every page that shows it. What the
 * company must hold before going live for each one is in docs/claims.md (kept in step by
 * claims.test.ts).
 */

export type TestimonialStatus = "illustrative" | "authorized";

export const claims = {
  /** Clinic setup, from payment confirmed to the AI answering (contact, home, plans, thank-you). */
  setupHours: 72,
  /** Integration environment ready after the technical analysis (integration page). */
  integrationSetupHours: 48,
  /** Refund guarantee in calendar days, the 7-day legal withdrawal period included. */
  refundDays: 30,
  legalWithdrawalDays: 7,
  /**
   * Days within which a refund or cancellation request gets its answer, its receipt confirmed at once (terms
   * sections 10 and 11; Decreto 7.962/2013, arts. 4º, parágrafo único, and 5º, §4º).
   */
  requestReplyDays: 5,
  /** Days each prepaid payment covers (plans FAQ, plans page, home FAQ). */
  billingCycleDays: 30,
  /** The results quoted in the home testimonials. */
  results: {
    bookingsGrowthPercent: 65,
    bookingsGrowthMonths: 4,
    bookingTimeCutPercent: 80,
    noShowFromPercent: 25,
    noShowToPercent: 5,
  },
  /** Market figures on the partner page (thousands of professionals; share without AI automation). */
  market: { doctorsThousands: 400, dentistsThousands: 280, withoutAiPercent: 95 },
  /**
   * Published rating (home hero and SoftwareApplication JSON-LD); `source` is what the visible rating names, and
   * docs/claims.md says what must back it. While `published` is false (the survey is not on file), neither the
   * home page nor its JSON-LD states the rating (docs/decisions/195-claims-home-contact-video.md).
   */
  rating: { value: 4.8, best: 5, count: 127, source: "pesquisa interna de satisfação com clientes", published: false as boolean },
  /**
   * Data-subject requests answered within this many days of the request, free of charge (LGPD
   * art. 19, II and art. 18, §5), and account data other than interactions removed within this many
   * days of a confirmed deletion request (/exclusao-dados, /seguranca-e-lgpd).
   */
  privacy: { responseDays: 15, accountDataDeletionDays: 90 },
  /** The inflation index of the annual price adjustment (terms, plans page). */
  priceAdjustment: {
    index: "IPCA",
    indexName: "Índice Nacional de Preços ao Consumidor Amplo (IPCA), do IBGE",
  },
} as const;

/** "4,8": the rating as Brazilians write it. */
export const ratingLabel = claims.rating.value.toLocaleString("pt-BR");

/**
 * A setup promise always carries its conditions: the clock starts when the payment is confirmed (the terms:
 * access only after payment; identifying it can take two business days) and the clinic has sent the information
 * the team configures the AI with (calendar or business hours: held, docs/claims.md). Every
 * page that promises setup writes it right after the hours: `menos de ${claims.setupHours} horas ${setupCondition}`.
 */
export const setupCondition = "após a confirmação do pagamento e o envio das informações da clínica";

/**
 * What happens to an urgent message, said the same way on every page that promises answers at any hour.
 * The AI does not assess symptoms and nothing claims it detects urgency: it calls the team when the
 * patient asks for a person, and the clinic's own guidance for urgencies goes in the first message,
 * which the clinic configures (docs/decisions/255).
 */
export const urgency = {
  short: "A IA não avalia sintomas: a orientação da clínica para urgências (por exemplo, SAMU 192) deve ir na primeira mensagem.",
  full: "A IA não avalia sintomas. Quando o paciente pede para falar com uma pessoa, a IA chama a equipe; a orientação da clínica para urgências (por exemplo, SAMU 192 ou o pronto-socorro mais próximo) deve ir na primeira mensagem, que a clínica configura.",
  /** The example clinic's guidance, as its first message says it wherever the site shows one (hero preview, simulator). */
  firstMessage: "Em caso de urgência, ligue para o SAMU 192 ou procure o pronto-socorro mais próximo.",
  /**
   * Under an example conversation whose first message carries the guidance: the start of `short`, in one line; the
   * message above it shows the rest (the guidance in the first message), so the caption does not say it twice.
   */
  underExample: "A IA não avalia sintomas.",
} as const;

/** The one rule for exam preparation, wherever a page, the video or the simulator touches it. */
export const examPrepRule =
  "A IA envia as orientações de preparo que a clínica cadastrou; dúvidas sobre o caso do paciente vão para a equipe.";
