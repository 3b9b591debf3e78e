/**
 * A field's message continued after a colon, as in "Confira o campo “Usuários”: informe pelo menos
 * 1 usuário." (lower case after the colon). Under the field the message keeps its capital.
 */
export function afterColon(message: string): string {
  return message.charAt(0).toLowerCase() + message.slice(1);
}
