import { ArrowRight, CalendarCheck, Clock, LogIn, ShieldCheck, Sparkles, Star } from "lucide-react";
import type { ReactNode } from "react";
import type { Route } from "./+types/home";
import {
  automationFeatures,
  exclusiveFeatures,
  type FeatureCard,
  homeCtas,
  homeFaq,
  homeFaqStructured,
  homeHero,
  testimonials,
  testimonialsCopy,
} from "~/content/home";
import { claims, ratingLabel } from "~/content/claims";
import { demoPlayer, demoTranscriptId } from "~/content/video-demo";
import { FaqAccordion } from "~/features/faq/faq-accordion";
import { VideoPlayer } from "~/features/video-player/video-player";
import { cn } from "~/lib/cn";
import { seo } from "~/lib/seo";
import { faqPage } from "~/lib/structured-data";
import { service, softwareApplication } from "~/lib/json-ld/software";
import { demoVideoPath, site } from "~/site";
import { buttonClass } from "~/ui/button-styles";
import { Container } from "~/ui/container";
import { ExternalLink } from "~/ui/external-link";
import { SiteLink } from "~/ui/site-link";

export const meta: Route.MetaFunction = () =>
  seo({
    title: `${site.productName} | Secretária com IA para clínicas médicas e odontológicas`,
    description: `Atendimento, agendamento, confirmações e lembretes de consultas pelo WhatsApp com IA, ${claims.availability.day}, para clínicas.`,
    pagePath: "/",
    jsonLd: [softwareApplication(), service("Secretária virtual com IA", site.tagline), faqPage(homeFaqStructured)],
  });

const testimonialsText = testimonialsCopy();
const videoLinkClass = "shrink-0 font-semibold text-brand-700 underline underline-offset-4";

export default function Home() {
  return (
    <>
      <section className="overflow-hidden bg-gradient-to-b from-brand-50 to-white">
        <Container className="grid items-center gap-10 pt-6 pb-12 sm:pt-14 sm:pb-16 lg:grid-cols-[1.15fr_0.85fr] lg:pt-20 lg:pb-24">
          <div>
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase sm:text-sm">{homeHero.eyebrow}</p>
            <h1 className="mt-3 text-[1.75rem] leading-tight font-extrabold tracking-tight text-brand-950 sm:text-5xl">
              {site.tagline}
            </h1>
            <div className="mt-5 flex flex-col gap-3 sm:mt-8 sm:flex-row sm:flex-wrap">
              <SiteLink to="/contato" source={homeHero.primaryCta} data-main-cta="" className={buttonClass("primary", "lg")}>
                {homeHero.primaryCta}
                <ArrowRight aria-hidden="true" className="size-5" />
              </SiteLink>
              <ExternalLink href={site.urls.platformLogin} icon={false} className={buttonClass("secondary", "lg")}>
                <LogIn aria-hidden="true" className="size-5" />
                {homeHero.loginCta}
              </ExternalLink>
            </div>
            <p className="mt-6 max-w-2xl text-base text-muted sm:text-lg">{homeHero.lead}</p>
            <ul className="mt-6 flex flex-col gap-2 text-sm text-ink sm:flex-row sm:flex-wrap sm:gap-x-6">
              <li className="flex items-center gap-2">
                <Star aria-hidden="true" className="size-4 fill-accent-500 text-accent-500" />
                Nota {ratingLabel} de {claims.rating.best} em {claims.rating.count} avaliações ({claims.rating.source})
              </li>
              {homeHero.proofs.map((proof) => (
                <li key={proof} className="flex items-center gap-2">
                  <ShieldCheck aria-hidden="true" className="size-4 text-brand-600" />
                  {proof}
                </li>
              ))}
            </ul>
          </div>
          <ChatPreview />
        </Container>
      </section>

      <Section id="demonstracao" eyebrow="Demonstração" title="Veja um atendimento completo em menos de um minuto" tone="surface">
        <p className="max-w-3xl text-lg text-muted">
          Uma paciente escreve às 21h47, com a recepção fechada. Acompanhe a IA responder, agendar, lembrar, confirmar e
          chamar a equipe quando ela pede para falar com uma pessoa.
        </p>
        <VideoPlayer {...demoPlayer} className="mt-8" />
        {/* The text alternative (WCAG 1.2.1) sits under the video on its own page, linked right here. */}
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <SiteLink to={`${demoVideoPath}#${demoTranscriptId}`} className={videoLinkClass}>
            Descrição do vídeo em texto
          </SiteLink>
          <SiteLink to={demoVideoPath} className={videoLinkClass}>
            Abrir o vídeo em página própria
          </SiteLink>
        </div>
      </Section>

      <Section
        id="funcionalidades"
        eyebrow="Funcionalidades exclusivas"
        title="Recursos que a rotina da sua clínica pede"
        lead="Pensados para consultórios e clínicas médicas e odontológicas, do primeiro contato à agenda cheia."
      >
        <FeatureGrid cards={exclusiveFeatures} />
        <Cta to="/contato" label={homeCtas.features} />
      </Section>

      <Section
        id="automacao"
        eyebrow="Sua recepção no piloto automático"
        title="Automação Inteligente"
        lead="As tarefas repetitivas da recepção acontecem sozinhas, sem perder o jeito humano de atender."
        tone="surface"
      >
        <FeatureGrid cards={automationFeatures} />
        <Cta to="/contato" label={homeCtas.automation} />
      </Section>

      <Section id="depoimentos" eyebrow="Depoimentos" title={testimonialsText.title}>
        <ul className="grid gap-6 md:grid-cols-2">
          {testimonials.map((t) => (
            <li key={t.author}>
              <figure className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
                <blockquote className="flex-1 text-lg leading-relaxed text-ink">“{t.content}”</blockquote>
                <figcaption className="mt-6 flex items-center gap-4">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
                  >
                    {t.initial}
                  </span>
                  <span>
                    <span className="block font-semibold text-brand-950">{t.author}</span>
                    <span className="block text-sm text-muted">{t.company}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-muted">{testimonialsText.note}</p>
        <Cta to="/contato" label={homeCtas.results} />
      </Section>

      <Section id="perguntas-frequentes" eyebrow="Perguntas frequentes" title="Tire suas dúvidas" tone="surface">
        <FaqAccordion items={homeFaq} defaultOpen={[0]} headingLevel={3} className="max-w-4xl" />
      </Section>

      <section className="bg-brand-900 text-white">
        <Container className="flex flex-col gap-8 py-14 sm:py-20 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
              Agenda cheia e recepção com tempo para os pacientes
            </h2>
            <p className="mt-4 text-lg text-brand-100">
              Converse com um especialista, veja a IA atendendo com as informações da sua clínica e comece em menos de
              {` ${claims.setupHours} horas.`}
            </p>
          </div>
          <div className="flex shrink-0 flex-col gap-3 sm:flex-row lg:flex-col">
            <SiteLink to="/contato" source={homeCtas.specialist} className={buttonClass("primary", "lg", "whitespace-nowrap")}>
              {homeCtas.specialist}
              <ArrowRight aria-hidden="true" className="size-5" />
            </SiteLink>
            <ExternalLink href={site.urls.platformLogin} icon={false} className={buttonClass("light", "lg", "whitespace-nowrap")}>
              <LogIn aria-hidden="true" className="size-5" />
              {homeHero.loginCta}
            </ExternalLink>
          </div>
        </Container>
      </section>
    </>
  );
}

interface SectionProps {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  tone?: "white" | "surface";
  children: ReactNode;
}

function Section({ id, eyebrow, title, lead, tone = "white", children }: SectionProps) {
  const headingId = `${id}-titulo`;
  return (
    <section id={id} aria-labelledby={headingId} className={tone === "surface" ? "bg-surface" : "bg-white"}>
      <Container className="py-14 sm:py-20">
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{eyebrow}</p>
        <h2 id={headingId} className="mt-2 max-w-3xl text-3xl font-extrabold tracking-tight text-brand-950 sm:text-4xl">
          {title}
        </h2>
        {lead ? <p className="mt-4 max-w-3xl text-lg text-muted">{lead}</p> : null}
        <div className="mt-8 sm:mt-10">{children}</div>
      </Container>
    </section>
  );
}

function FeatureGrid({ cards }: { cards: readonly FeatureCard[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
      {cards.map(({ icon: Icon, title, description, highlight }) => (
        <li
          key={title}
          className={cn(
            "relative flex flex-col rounded-2xl border bg-white p-5 shadow-sm sm:p-6",
            highlight ? "border-accent-500 ring-1 ring-accent-500" : "border-line",
          )}
        >
          {/* Icon beside the title on phones (shorter cards), above it from sm up. */}
          <div className="flex items-center gap-3 sm:block">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:size-11">
              <Icon aria-hidden="true" className="size-5 sm:size-6" />
            </span>
            <h3 className="text-base font-bold text-brand-950 sm:mt-4 sm:text-lg">{title}</h3>
          </div>
          <p className="mt-2 leading-relaxed text-muted">{description}</p>
          {highlight ? (
            <span className="mt-3 inline-flex items-center gap-1 self-start rounded-full bg-accent-50 px-2.5 py-1 text-xs font-semibold text-accent-700 sm:absolute sm:top-6 sm:right-6 sm:mt-0">
              <Sparkles aria-hidden="true" className="size-3.5" />
              Destaque
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Cta({ to, label }: { to: string; label: string }) {
  return (
    <div className="mt-10 flex justify-center">
      <SiteLink to={to} source={label} className={buttonClass("primary", "lg")}>
        {label}
        <ArrowRight aria-hidden="true" className="size-5" />
      </SiteLink>
    </div>
  );
}

/** A short example conversation beside the hero on wide screens (decorative: the video tells the same). */
function ChatPreview() {
  const bubble = "max-w-[85%] rounded-2xl px-4 py-2.5 text-[0.95rem] leading-snug shadow-sm";
  return (
    <div aria-hidden="true" className="hidden lg:block">
      <div className="mx-auto max-w-sm rounded-[2rem] border border-line bg-white p-5 shadow-2xl shadow-brand-900/10">
        <div className="flex items-center gap-3 border-b border-line pb-4">
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800">B</span>
          <span>
            <span className="block font-semibold text-brand-950">Clínica Bem Viver</span>
            <span className="flex items-center gap-1 text-xs text-muted">
              <Clock className="size-3" /> 22h13 · atendimento com IA
            </span>
          </span>
        </div>
        <div className="flex flex-col gap-3 pt-4">
          <p className={cn(bubble, "self-end rounded-br-md bg-brand-100")}>Oi! Tem horário amanhã de manhã?</p>
          <p className={cn(bubble, "self-start rounded-bl-md border border-line bg-white")}>
            Boa noite! Tenho 8h30 ou 10h com a Dra. Paula. Qual fica melhor?
          </p>
          <p className={cn(bubble, "self-end rounded-br-md bg-brand-100")}>8h30</p>
          <p className={cn(bubble, "self-start rounded-bl-md border border-line bg-white")}>
            Pronto, agendado para amanhã às 8h30. Até lá!
          </p>
          <p className="mt-1 flex items-center gap-2 self-center rounded-full bg-brand-50 px-3 py-1.5 text-xs font-semibold text-brand-800">
            <CalendarCheck className="size-4" /> Consulta registrada na agenda
          </p>
        </div>
      </div>
    </div>
  );
}
