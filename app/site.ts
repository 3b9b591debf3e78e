/**
 * The one place that names the (fictional) product and company and every address the
 * site points to. Build-time overrides come from VITE_* variables (docs/operations.md, "Configuration").
 */

function env(name: string): string | undefined {
  // import.meta.env is absent when a plain Node script imports this module.
  const vars = (import.meta.env ?? {}) as Record<string, string | undefined>;
  const value = vars[name];
  return value && value.trim() !== "" ? value.trim() : undefined;
}

function stripTrailingSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

/** Turns a product name into a URL slug: lower case, no accents, words joined by '-'. */
export function slugify(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * A WhatsApp number in E.164 digits (8 to 15, country code first; a leading "+" is dropped).
 * Anything else stops the build: a wrong number would send patients to a stranger's chat.
 */
export function whatsappNumber(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const digits = value.replace(/^\+/, "");
  if (!/^[1-9]\d{7,14}$/.test(digits)) {
    throw new Error(`VITE_WHATSAPP_NUMBER must be 8 to 15 digits in E.164 form (e.g. 5531999999999), got "${value}"`);
  }
  return digits;
}

const productName = "Atendra";
const siteUrl = stripTrailingSlash(env("VITE_SITE_URL") ?? "https://www.atendra.com.br");
const appHost = stripTrailingSlash(env("VITE_APP_URL") ?? "https://app.atendra.com.br");
// Empty means "this site's own origin": the local lead inbox served by `npm start`.
const automationApiUrl = stripTrailingSlash(env("VITE_AUTOMATION_API_URL") ?? "");

export const site = {
  productName,
  productSlug: slugify(productName),
  company: {
    name: "Serra Clara Tecnologia em Saúde Ltda.",
    city: "Belo Horizonte",
    state: "MG",
    country: "BR",
    email: "contato@atendra.com.br",
    privacyEmail: "privacidade@atendra.com.br",
    supportEmail: "suporte@atendra.com.br",
    partnersEmail: "parceiros@atendra.com.br",
    integrationEmail: "integracao@atendra.com.br",
    // FICTIONAL company data for this fictional operator: replace every value below with the real
    // ones before going live (docs/claims.md). The CNPJ's check digits are deliberately wrong,
    // so it cannot be any real company's number.
    cnpj: "47.318.520/0001-09",
    streetAddress: "Rua da Serra Clara, 100, sala 1201, bairro Funcionários",
    postalCode: "30130-000",
    /** Encarregado (data protection officer, LGPD art. 41), reached at privacyEmail; fictional too. */
    dpoName: "Helena Duarte Lima",
  },
  siteUrl,
  locale: "pt_BR",
  language: "pt-BR",
  social: {
    label: "Instagram",
    url: env("VITE_SOCIAL_URL") ?? "https://www.instagram.com/atendra.ia",
  },
  urls: {
    platformLogin: `${appHost}/login`,
    signup: env("VITE_SIGNUP_URL") ?? `${appHost}/cadastro`,
    appSignup: `${appHost}/cadastro`,
    thankYou: env("VITE_THANK_YOU_URL") ?? "/obrigado",
    integrationThankYou: env("VITE_INTEGRATION_THANK_YOU_URL") ?? "/obrigado-integracao",
    automationApi: automationApiUrl,
  },
  gtmId: env("VITE_GTM_ID"),
  /** The sales WhatsApp number (E.164 digits); without it no WhatsApp link is shown. */
  whatsapp: whatsappNumber(env("VITE_WHATSAPP_NUMBER")),
  shareImage: { path: "/og-image.jpg", width: 1200, height: 630 },
  /** RSS feed of the guides and articles (app/pages/conteudo/feed.xml.ts), linked in every page's head; its title is feedTitle in content/articles/pieces.ts. */
  feed: { path: "/conteudo/feed.xml" },
} as const;

export type Site = typeof site;

export const demoVideoPath = `/${site.productSlug}-video-demo`;
