import { hubCategories } from "~/content/hub";
import { footerNav, legalNav, mainNav } from "~/content/navigation";
import { site } from "~/site";
import { stripHtmlSuffix } from "~/lib/html-suffix";

/** The opening message the visitor can send as it is, naming the page they came from. */
export function openingMessage(pageName: string | undefined, productName: string = site.productName): string {
  return pageName
    ? `Olá! Vim pela página “${pageName}” do site da ${productName} e gostaria de saber mais.`
    : `Olá! Vim pelo site da ${productName} e gostaria de saber mais.`;
}

/** wa.me link that opens a chat with `number` (E.164 digits) and the message already typed. */
export function whatsappUrl(number: string, pageName: string | undefined, productName: string = site.productName): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(openingMessage(pageName, productName))}`;
}

const pageNames = new Map<string, string>([
  ...[...mainNav, ...footerNav, ...legalNav].map((item) => [item.to, item.label] as const),
  ...hubCategories.flatMap((category) => category.links.filter((link) => link.type === "internal").map((link) => [link.url, link.title] as const)),
]);

/** The page's name as the navigation or the content hub calls it; undefined for pages they do not list. */
export function pageName(pathname: string): string | undefined {
  const path = stripHtmlSuffix(pathname).replace(/(.)\/+$/, "$1");
  return pageNames.get(path);
}
