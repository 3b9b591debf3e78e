import type { Route } from "./+types/obrigado-integracao";
import { claims } from "~/content/claims";
import { ThankYou } from "~/features/lead-form/thank-you";
import { seo } from "~/lib/seo";
import { businessHoursText } from "~/content/business-hours";
import { site } from "~/site";

const crumbs = [
  { name: "Início", url: "/" },
  { name: "Integração", url: "/integracao" },
  { name: "Obrigado", url: "/obrigado-integracao" },
];

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Recebemos seu pedido de integração",
    description: `Obrigado pelo interesse na integração via API. Nossa equipe responde em horário comercial, ${businessHoursText}.`,
    pagePath: "/obrigado-integracao",
    breadcrumbs: crumbs,
    noindex: true,
  });

export default function ThankYouPage() {
  return (
    <ThankYou
      crumbs={crumbs}
      title="Recebemos seu pedido de integração"
      lead="Obrigado pelo interesse em integrar seu software médico à nossa IA de atendimento. Nossa equipe técnica vai falar com você."
      steps={[
        "Nossa equipe técnica entra em contato pelo e-mail ou WhatsApp informado, em horário comercial, para agendar a análise técnica.",
        "Na análise, conhecemos a API do seu software, os dados de agenda e as regras de cada clínica.",
        `Com a análise concluída, o ambiente de integração fica pronto em menos de ${claims.integrationSetupHours} horas.`,
        "Seguimos com desenvolvimento, testes integrados e liberação gradual, sempre junto com a sua equipe.",
      ]}
      contactEmail={site.company.integrationEmail}
      links={[
        { to: "/integracao", label: "Reveja as etapas da integração", description: "Da análise técnica ao suporte contínuo." },
        { to: "/parceiros", label: "Programa de parceiros", description: "Ofereça a secretária virtual aos seus clientes." },
        { to: "/planos-precos", label: "Planos e preços", description: "O plano Enterprise inclui API dedicada e consultoria." },
        { to: "/conteudo", label: "Conteúdos sobre IA na saúde", description: "Guias sobre LLMs, prompts e gestão de clínicas." },
      ]}
    />
  );
}
