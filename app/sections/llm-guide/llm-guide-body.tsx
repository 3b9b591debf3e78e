import { llmComparison } from "~/content/llm-comparison";
import { llmGuide as guide, llmGuideConclusion, llmGuideCtas, llmGuideSections as sections } from "~/content/llm-guide";
import { formatDateLongBR } from "~/lib/frontmatter";
import { buttonClass, readingTextClass, textLinkClass } from "~/ui/button-styles";
import { RichText } from "~/ui/rich-text";
import { SiteLink } from "~/ui/site-link";
import { ProfileList, SafetyList, UsageGroups, WarningsBox } from "./guide-blocks";
import { GuideSection } from "./guide-section";
import { ProviderCard } from "./provider-card";

const prose = `${readingTextClass} space-y-4`;

/** The text of the guide "LLMs para profissionais de saúde" (rendered by content/articles/llms-para-saude.mdx). */
export function LlmGuideBody({ dateModified }: { dateModified: string }) {
  return (
    <>
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
          `${sections.comparison.pricesAsOf} ${formatDateLongBR(dateModified)}, ${sections.comparison.pricesNote}`,
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
            <SiteLink key={cta.to} to={cta.to} source={cta.source} className={buttonClass(cta.variant, "lg")}>
              {cta.label}
            </SiteLink>
          ))}
        </div>
      </GuideSection>
    </>
  );
}
