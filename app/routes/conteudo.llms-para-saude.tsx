import { hubPage } from "~/content/hub-page";
import type { Route } from "./+types/conteudo.llms-para-saude";
import { llmComparison, llmGuideDates } from "~/content/llm-comparison";
import { llmGuide as guide, llmGuideConclusion, llmGuideCtas, llmGuideSections as sections, llmGuideToc } from "~/content/llm-guide";
import { ProfileList, SafetyList, UsageGroups, WarningsBox } from "~/features/llm-guide/guide-blocks";
import { GuideSection } from "~/features/llm-guide/guide-section";
import { ProviderCard } from "~/features/llm-guide/provider-card";
import { formatDateLongBR } from "~/lib/frontmatter";
import { seo } from "~/lib/seo";
import { article } from "~/lib/json-ld/article";
import { articleFacts } from "~/features/article/article-facts";
import { ArticlePage } from "~/features/article/article-page";
import { buttonClass, textLinkClass, readingTextClass } from "~/ui/button-styles";
import { RichText } from "~/ui/rich-text";
import { SiteLink } from "~/ui/site-link";

const crumbs = [
  { name: "Início", url: "/" },
  hubPage.parentCrumb,
  { name: guide.crumb, url: guide.path },
];

export const meta: Route.MetaFunction = () =>
  seo({
    title: guide.title,
    description: guide.description,
    pagePath: guide.path,
    breadcrumbs: crumbs,
    ogType: "article",
    jsonLd: [article({ title: guide.title, description: guide.description, path: guide.path, ...llmGuideDates, ...articleFacts(guide.path) })],
  });

const prose = `${readingTextClass} space-y-4`;

export default function Page() {
  return (
    <ArticlePage
      crumbs={crumbs}
      title={guide.title}
      lead={guide.lead}
      datePublished={llmGuideDates.datePublished}
      dateModified={llmGuideDates.dateModified}
      toc={llmGuideToc}
      backLink={hubPage.backLink}
    >
      <div className={prose}>
        {guide.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>

      <WarningsBox />

      <GuideSection
        id="comparativo"
        title={sections.comparison.title}
        lead={[
          sections.comparison.lead,
          `${sections.comparison.pricesAsOf} ${formatDateLongBR(llmGuideDates.dateModified)}, ${sections.comparison.pricesNote}`,
        ]}
      >
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {llmComparison.map((item) => (
            <ProviderCard key={item.name} item={item} />
          ))}
        </ul>
      </GuideSection>

      <GuideSection id="usos" title={sections.uses.title} lead={sections.uses.lead}>
        <UsageGroups />
      </GuideSection>

      <GuideSection id="perfis" title={sections.profiles.title}>
        <ProfileList />
      </GuideSection>

      <GuideSection id="seguranca" title={sections.safety.title}>
        <SafetyList />
      </GuideSection>

      <GuideSection id="conclusao" title={sections.conclusion.title}>
        <div className={`mt-4 ${prose}`}>
          {llmGuideConclusion.map((paragraph, i) => (
            <p key={i}>
              <RichText text={paragraph} linkClassName={textLinkClass} />
            </p>
          ))}
        </div>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          {llmGuideCtas.map((cta) => (
            <SiteLink key={cta.to} to={cta.to} source={cta.label} className={buttonClass(cta.variant, "lg")}>
              {cta.label}
            </SiteLink>
          ))}
        </div>
      </GuideSection>
    </ArticlePage>
  );
}
