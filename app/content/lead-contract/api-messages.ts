/**
 * What the lead endpoint answers when it refuses a post, as the `error` of its JSON, in Portuguese: whoever
 * posts reads it (the site's own form shows its notice and logs the answer). The Node server (server/leads/lead-inbox.mjs,
 * server/leads/lead-rules.mjs, server/site/server.mjs) imports these; deploy/nginx.conf writes the answers nginx gives by
 * itself, which api-messages.test.ts compares with these. The field rules' own messages are in fields.ts.
 * Node runs this file as it is: erasable types only.
 */
export const apiMessages = {
  automationNotFound: "Automação não encontrada.",
  postOnly: "Método não permitido: use POST.",
  tooManyPosts: "Muitos envios seguidos. Aguarde um minuto e tente novamente.",
  jsonOnly: "Envie o corpo como application/json.",
  bodyTooLarge: (kilobytes: number) => `Corpo maior que ${kilobytes} KB.`,
  malformedJson: "JSON malformado.",
  storageFull: "Não conseguimos registrar seu contato agora. Seus dados continuam no formulário: tente novamente em alguns minutos.",
  storeFailed: "Não foi possível gravar o lead.",
  /** The form's idempotency key names a lead stored with other content (the form takes a new key when the content changes). */
  keyReused: "Este envio já foi registrado com outros dados. Recarregue a página e envie novamente.",
  internalError: "Erro interno. Tente novamente.",
  /** nginx's answer while the Node server is down or restarting. */
  unavailable: "Serviço indisponível. Tente novamente.",
  /** nginx's plain-text answer to a page request while the Node server is down. */
  siteUnavailable: "Serviço indisponível. Tente novamente em instantes.",
} as const;

/** Why a lead's body breaks the contract, naming the field or tag. */
export const leadRefusals = {
  notAnObject: "Corpo inválido: esperado um objeto JSON.",
  notText: (field: string) => `Campo "${field}" ausente ou inválido: esperado texto.`,
  controlCharacters: (field: string) => `Campo "${field}" contém caracteres de controle.`,
  phone: 'Telefone inválido: esperado "+{código do país} {dígitos}" de um dos países do formulário.',
  messageToSend: (expected: string | undefined) =>
    `Campo "messageToSend" inválido: este formulário envia ${expected ? `"${expected}"` : "um texto vazio"}.`,
  tagsNotList: 'Campo "tags" ausente ou inválido: esperada uma lista.',
  tooManyTags: (max: number) => `Campo "tags" com mais de ${max} itens.`,
  tagShape: (i: number) => `Tag ${i} inválida: esperado {"name": texto, "value": texto}.`,
  tagName: (i: number, max: number) => `Tag ${i}: "name" deve ter de 1 a ${max} caracteres.`,
  tagValue: (i: number, max: number) => `Tag ${i}: "value" deve ter no máximo ${max} caracteres.`,
  tagControlCharacters: (i: number) => `Tag ${i} contém caracteres de controle.`,
} as const;
