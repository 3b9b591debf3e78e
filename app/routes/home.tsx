import type { Route } from "./+types/home";
import { seo } from "~/lib/seo";
import { faqPage, service, softwareApplication } from "~/lib/structured-data";
import { site } from "~/site";
import { buttonClass } from "~/ui/button-styles";
import { Container } from "~/ui/container";
import { SiteLink } from "~/ui/site-link";

const homeFaq = [
  { question: "O que a Atendra faz?", answer: "Atende, agenda e confirma consultas pelo WhatsApp com inteligência artificial." },
];

export const meta: Route.MetaFunction = () =>
  seo({
    title: `${site.productName} | Secretária com IA para clínicas médicas e odontológicas`,
    description: "Atendimento, agendamento, confirmações e lembretes de consultas pelo WhatsApp com IA, 24 horas por dia, para clínicas.",
    pagePath: "/",
    jsonLd: [softwareApplication(), service("Secretária virtual com IA", site.tagline), faqPage(homeFaq)],
  });

export default function Home() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <Container className="py-16">
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-brand-950 sm:text-6xl">{site.tagline}</h1>
        <SiteLink to="/contato" source="Conheça o produto" className={buttonClass("primary", "lg", "mt-8")} data-main-cta="">
          Conheça o produto
        </SiteLink>
      </Container>
    </section>
  );
}
