import type { Route } from "./+types/obrigado";
import { claims } from "~/content/claims";
import { ThankYou } from "~/features/lead-form/thank-you";
import { seo } from "~/lib/seo";
import { businessHoursText } from "~/content/business-hours";
import { demoVideoPath, site } from "~/site";

const crumbs = [
  { name: "Início", url: "/" },
  { name: "Obrigado", url: "/obrigado" },
];

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Recebemos seu contato",
    description: `Obrigado pelo interesse. Nossa equipe responde em horário comercial, ${businessHoursText}.`,
    pagePath: "/obrigado",
    breadcrumbs: crumbs,
    noindex: true,
  });

export default function ThankYouPage() {
  return (
    <ThankYou
      crumbs={crumbs}
      title="Recebemos seu contato"
      lead={`Obrigado pelo interesse na ${site.productName}. Um especialista vai falar com você pelo WhatsApp ou por e-mail.`}
      steps={[
        "Um especialista da nossa equipe entra em contato pelo WhatsApp ou e-mail que você informou, em horário comercial.",
        "Em uma conversa rápida, entendemos a rotina da sua clínica: especialidades, agendas e como os pacientes chegam hoje.",
        "Mostramos a secretária virtual funcionando com exemplos do seu dia a dia e tiramos todas as dúvidas.",
        `Se fizer sentido para você, a implantação fica pronta em menos de ${claims.setupHours} horas, com ${claims.refundDays} dias de garantia de reembolso.`,
      ]}
      contactEmail={site.company.email}
      links={[
        { to: demoVideoPath, label: "Assista ao vídeo de demonstração", description: "Veja em menos de um minuto como é o atendimento no WhatsApp." },
        { to: "/planos-precos", label: "Conheça os planos", description: "Compare volumes de conversas, agendas e usuários." },
        { to: "/conteudo", label: "Leia nossos conteúdos", description: "Guias e artigos sobre IA e gestão de clínicas." },
        { to: "/integracao", label: "Integração com o seu sistema", description: "Para quem usa ou desenvolve software médico." },
      ]}
    />
  );
}
