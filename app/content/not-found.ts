/** Copy of the not-found page (any unknown path). */
import { demoVideoPath } from "~/site";
import { demoCall } from "./ui-strings/sales-call";

export const notFound = {
  path: "/404",
  title: "Page Not Found",
  description: "A página que você procurou não existe ou mudou de endereço.",
  eyebrow: "Erro 404",
  heading: "Página não encontrada",
  text: "O endereço pode ter sido digitado errado ou a página mudou de lugar. Use o menu acima ou volte ao início.",
  home: "Voltar ao início",
  contact: demoCall,
  /**
   * The most visited pages, so a wrong address is not a dead end; from lg three cards in the
   * right half, each with a line saying what waits there.
   */
  quick: {
    title: "Comece por aqui",
    links: [
      { to: "/planos-precos", label: "Planos e preços", text: "Os cinco planos, com o preço e o que cada um inclui." },
      { to: demoVideoPath, label: "Vídeo de demonstração", text: "Do primeiro “oi” à consulta confirmada, em menos de um minuto." },
      { to: "/conteudo", label: "Conteúdo", text: "Guias e artigos sobre atendimento e agenda na clínica." },
    ],
  },
} as const;

/**
 * For developers only, in the browser console: visitors should not read internal file paths. The
 * not-found page carries it (`data-not-found`) and the page script prints it with the address asked
 * for, so no other page downloads it.
 */
export const notFoundHint =
  "Página não encontrada: nenhuma rota corresponde a este endereço. As páginas do site são os arquivos de app/pages/, e os artigos, os de app/content/articles/.";
