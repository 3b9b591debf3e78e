/**
 * What one "interação", the unit every plan is priced in, is: the company's definition, a fact of the
 * claims register (docs/claims.md). Every place that explains the unit (the plans page beside the prices,
 * the plans FAQ, the plan calculator, the Terms' definitions) quotes this one sentence.
 */
export const interactionDefinition =
  "Uma interação é cada mensagem que a plataforma envia a um paciente (respostas da IA, confirmações e lembretes); mensagens recebidas do paciente e mensagens escritas pela equipe não contam.";
