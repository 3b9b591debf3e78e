import { Calculator, Code2, type LucideIcon, ShieldCheck, Stethoscope } from "lucide-react";
import { demoVideoPath } from "~/site";
import { noShowPath } from "./no-show-links";

export interface NavItem {
  label: string;
  to: string;
  /** One line under the label where a menu has room to say what the page is for (the wide header's "Mais"). */
  hint?: string;
  /** The page's name where it is named outside the top navigation (footer, WhatsApp message), when it differs. */
  name?: string;
}

/**
 * The spec prescribes the top navigation's "Home"; everywhere else the page is "Início", as in the
 * breadcrumb and the 404 page.
 */
export const mainNav = [
  { label: "Home", to: "/", name: "Início" },
  { label: "Planos e preços", to: "/planos-precos" },
  { label: "Contato", to: "/contato" },
  { label: "Parceiros", to: "/parceiros" },
  { label: "Conteúdo", to: "/conteudo" },
] as const satisfies readonly NavItem[];

/**
 * The phone menu's second group, under the spec's five links: the pages a phone otherwise reaches only
 * through the footer or a link inside another page.
 */
export const exploreNav = {
  title: "Mais páginas",
  items: [
    { label: "Especialidades", to: "/especialidades", icon: Stethoscope, hint: "O atendimento de cada área da saúde" },
    { label: "Calculadora de faltas", to: noShowPath, icon: Calculator, hint: "Quanto as faltas custam à sua clínica" },
    { label: "Segurança e LGPD", to: "/seguranca-e-lgpd", icon: ShieldCheck, hint: "Como os dados dos pacientes são tratados" },
    { label: "Integração via API", to: "/integracao", icon: Code2, hint: "Para empresas de software para clínicas" },
  ],
} as const satisfies { title: string; items: readonly (NavItem & { icon: LucideIcon; hint: string })[] };

export const legalNav = [
  { label: "Termos de Uso", to: "/termos-de-uso" },
  { label: "Aviso de Privacidade", to: "/aviso-privacidade" },
  { label: "Exclusão de Dados", to: "/exclusao-dados" },
  { label: "Segurança e LGPD", to: "/seguranca-e-lgpd" },
] as const satisfies readonly NavItem[];

export const footerNav = [
  { label: "Especialidades", to: "/especialidades" },
  { label: "Integração via API", to: "/integracao" },
  { label: "Vídeo de demonstração", to: demoVideoPath },
] as const satisfies readonly NavItem[];

export const platformButtonLabel = "Acesso à Plataforma";
