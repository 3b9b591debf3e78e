import { BookOpen, Bot, GraduationCap, HeartHandshake, LayoutDashboard, type LucideIcon, Rss, Scale, Sparkles } from "lucide-react";
import type { ContentCategory, ContentCategoryId } from "~/content/hub";
import { hubPage as copy } from "~/content/hub-page";
import { specialtiesLinks } from "~/content/specialties-page";
import { specialtiesPath } from "~/content/specialty-entry";
import { readingTimeLabel } from "~/lib/reading-time";
import type { Crumb } from "~/lib/structured-data";
import { site } from "~/site";
import { buttonClass } from "~/ui/button-styles";
import { Container } from "~/ui/container";
import { PageHeader } from "~/ui/page-header";
import { PieceCard } from "~/ui/piece-card";
import { SectionHeader } from "~/ui/section-header";
import { SiteLink } from "~/ui/site-link";
import { hubStrings } from "~/content/ui-strings/page-parts";

const icons: Record<ContentCategoryId, LucideIcon> = {
  automacao: Bot,
  gestao: LayoutDashboard,
  atendimento: HeartHandshake,
  educacao: GraduationCap,
  regulacao: Scale,
  inovacao: Sparkles,
};

/** The content hub (/conteudo): category links, the feed, the six categories and a word on the sources. */
export function ContentHub({ crumbs, categories }: { crumbs: readonly Crumb[]; categories: readonly ContentCategory[] }) {
  return (
    <>
      <PageHeader crumbs={crumbs} eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
        <nav aria-labelledby={copy.categoryNav.id} className="mt-8">
          <h2 id={copy.categoryNav.id} className="text-sm font-semibold text-brand-900">
            {copy.categoryNav.title}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {categories.map((category) => (
              <li key={category.id}>
                <a
                  href={`#${category.id}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-brand-200 bg-white px-4 text-sm font-medium text-brand-800 hover:border-brand-500 hover:bg-brand-50"
                >
                  {category.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-6 text-sm text-muted">
          <a
            href={site.feed.path}
            type="application/rss+xml"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4"
          >
            <Rss aria-hidden="true" className="size-4" />
            {hubStrings.feed}
          </a>
        </p>
        <p className="mt-2 text-sm">
          <SiteLink
            to={specialtiesPath}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
          >
            {specialtiesLinks.hub}
          </SiteLink>
        </p>
      </PageHeader>

      <Container className="space-y-16 py-12 sm:py-16">
        {categories.map((category) => {
          const Icon = icons[category.id];
          return (
            <section key={category.id} id={category.id} aria-labelledby={`${category.id}-titulo`} className="scroll-mt-24">
              <div className="flex items-start gap-3">
                <span className="mt-1 inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div className="max-w-[68ch]">
                  <SectionHeader id={`${category.id}-titulo`} title={category.title} />
                  <p className="mt-1 text-muted">{category.description}</p>
                </div>
              </div>
              <ul className="mt-6 grid gap-4 sm:grid-cols-2">
                {category.links.map((link) => (
                  <PieceCard
                    key={link.url}
                    href={link.url}
                    title={link.title}
                    description={link.description}
                    external={link.type !== "internal"}
                    label={
                      link.type === "internal" ? `${copy.badges.internal} · ${readingTimeLabel(link.words ?? 0)}` : copy.badges.external
                    }
                  />
                ))}
              </ul>
            </section>
          );
        })}

        <section aria-labelledby={copy.sources.id} className="rounded-2xl border border-line bg-surface p-6 sm:p-8">
          <div className="flex items-start gap-3">
            <BookOpen aria-hidden="true" className="mt-1 hidden size-6 shrink-0 text-brand-700 sm:block" />
            <div className="max-w-[68ch]">
              <h2 id={copy.sources.id} className="text-xl font-bold text-brand-950">
                {copy.sources.title}
              </h2>
              <p className="mt-2 text-muted">{copy.sources.text}</p>
              <p className="mt-4 text-muted">{copy.sources.question}</p>
              <SiteLink to="/contato" source={copy.sources.ctaSource} className={buttonClass("primary", "md", "mt-4")}>
                {copy.sources.cta}
              </SiteLink>
            </div>
          </div>
        </section>
      </Container>
    </>
  );
}
