import { automationFeatures, exclusiveFeatures, homeCtas, homeFaq, homeSections, testimonials, testimonialsCopy } from "~/content/home";
import { FaqAccordion } from "~/features/faq/faq-accordion";
import { CtaLink } from "./cta-link";
import { FeatureGrid } from "./feature-grid";
import { HomeClosing } from "./home-closing";
import { HomeSection } from "./home-section";
import { TestimonialList } from "./testimonial-list";

/** The home page after the demo video: features, automation, results, FAQ, closing call. */
export function HomeBelowFold() {
  return (
    <>
      <HomeSection copy={homeSections.features}>
        <FeatureGrid cards={exclusiveFeatures} />
        <CtaLink to="/contato" label={homeCtas.features} />
      </HomeSection>

      <HomeSection copy={homeSections.automation} tone="surface">
        <FeatureGrid cards={automationFeatures} />
        <CtaLink to="/contato" label={homeCtas.automation} />
      </HomeSection>

      <HomeSection copy={homeSections.testimonials}>
        <TestimonialList items={testimonials} />
        <p className="mt-6 text-sm text-muted">{testimonialsCopy().note}</p>
        <CtaLink to="/contato" label={homeCtas.results} />
      </HomeSection>

      <HomeSection copy={homeSections.faq} tone="surface">
        <FaqAccordion idPrefix="faq-inicio" items={homeFaq} defaultOpen={[0]} className="max-w-4xl" />
      </HomeSection>

      <HomeClosing />
    </>
  );
}
