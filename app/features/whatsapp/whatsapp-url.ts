import { pieceHeaders } from "~/content/articles/piece-headers";
import { footerNav, legalNav, mainNav, type NavItem } from "~/content/navigation";
import { site } from "~/site";
import { stripHtmlSuffix } from "~/lib/html-suffix";
import { whatsappOpening } from "~/content/ui-strings/page-parts";

/** The opening message the visitor can send as it is, naming the page they came from. */
export function openingMessage(pageName: string | undefined, productName: string = site.productName): string {
  return whatsappOpening(productName, pageName);
}

/** wa.me link that opens a chat with `number` (E.164 digits) and the message already typed. */
export function whatsappUrl(number: string, pageName: string | undefined, productName: string = site.productName): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(openingMessage(pageName, productName))}`;
}

let pageNames: Map<string, string> | undefined;

/** The page's name as the navigation or the content catalogue calls it; undefined for pages they do not list. */
export function pageName(pathname: string): string | undefined {
  // Built on first use: a map built at load would keep this module (and the catalogue) in every
  // page's bundle even when the build has no WhatsApp number and nothing calls it.
  pageNames ??= new Map<string, string>([
    ...[...mainNav, ...footerNav, ...legalNav].map((item: NavItem) => [item.to, item.name ?? item.label] as const),
    ...pieceHeaders().map((piece) => [piece.path, piece.title] as const),
  ]);
  const path = stripHtmlSuffix(pathname).replace(/(.)\/+$/, "$1");
  return pageNames.get(path);
}
