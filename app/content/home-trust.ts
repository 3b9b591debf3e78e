import { Building2, RotateCcw, ShieldCheck } from "lucide-react";
import { site } from "~/site";
import { claims } from "./claims";

const { company } = site;

/**
 * The home's trust row, right above the illustrative examples (once: docs/decisions/581, 799): true facts only (docs/claims.md, site.ts),
 * each with a link to where it is written in full. No customer, count or rating: none is on file.
 */
export const homeTrust = {
  label: `A ${site.productName} em fatos`,
  items: [
    {
      icon: RotateCcw,
      title: `Garantia de ${claims.refundDays} dias`,
      text: `peça o reembolso em até ${claims.refundDays} dias corridos da contratação`,
      link: { to: "/termos-de-uso#10-garantia-de-reembolso", label: "Termos de Uso, seção 10" },
    },
    {
      icon: ShieldCheck,
      title: "LGPD com encarregado nomeado",
      text: `${company.dpoName}, encarregada de dados`,
      link: { to: "/seguranca-e-lgpd#controlador-e-operador", label: "Segurança e LGPD" },
    },
    {
      icon: Building2,
      title: company.name,
      text: `CNPJ ${company.cnpj}, ${company.city}/${company.state}`,
      link: { to: "/termos-de-uso#identificacao-da-empresa", label: "Identificação da empresa" },
    },
  ],
} as const;
