import { Building2, RotateCcw, ShieldCheck } from "lucide-react";
import { site } from "~/site";
import { claims } from "./claims";

const { company } = site;

/**
 * The home's trust strip, once, right under the hero: true facts only (docs/claims.md, site.ts), each named by a link
 * to where it is written in full. No customer, count or rating: none is on file. Each detail holds on one line of a
 * phone (the strip stays a strip there).
 */
export const homeTrust = {
  label: `A ${site.productName} em fatos`,
  items: [
    {
      icon: RotateCcw,
      title: `Garantia de ${claims.refundDays} dias`,
      text: `reembolso em até ${claims.refundDays} dias corridos da contratação`,
      to: "/termos-de-uso#10-garantia-de-reembolso",
    },
    {
      icon: ShieldCheck,
      title: "LGPD com encarregado nomeado",
      text: `${company.dpoName}, encarregada de dados`,
      to: "/seguranca-e-lgpd#controlador-e-operador",
    },
    {
      icon: Building2,
      title: company.name,
      text: `CNPJ ${company.cnpj}, ${company.city}/${company.state}`,
      to: "/termos-de-uso#identificacao-da-empresa",
    },
  ],
} as const;
