import { AtSign } from "lucide-react";
import { businessHoursLine } from "~/content/business-hours";
import { CookiePreferencesTrigger } from "~/features/cookie-consent/cookie-preferences-trigger";
import { footerNav, legalNav, mainNav, type NavItem } from "~/content/navigation";
import { site } from "~/site";
import { Container } from "~/ui/container";
import { ExternalLink } from "~/ui/external-link";
import { SiteLink } from "~/ui/site-link";
import { WhatsappLink } from "~/features/whatsapp/whatsapp-link";
import { BrandMark } from "./brand-mark";
import { FooterGroup } from "./footer-group";
import { footerStrings } from "~/content/ui-strings/page-parts";

/** Phones: each link a 40 px row by padding, not bigger type; from sm, the old tight list. */
const linkClass = "inline-flex items-center gap-1.5 py-2.5 text-brand-100 underline-offset-2 hover:text-white hover:underline sm:py-0";
/** Phones: two columns of those rows inside the opened group; from sm, one column under the heading. */
const listClass = "grid grid-cols-2 gap-x-3 pb-2 text-sm sm:mt-3 sm:block sm:space-y-2 sm:pb-0";
/** Phones: the contacts run on in a wrapped line of 32 px taps; from sm, one column. */
const contactListClass = "mt-1 flex flex-wrap gap-x-3 text-sm sm:mt-3 sm:block sm:space-y-2";
const contactLinkClass = linkClass.replace("py-2.5", "py-1.5");

export function SiteFooter({ pathname }: { pathname: string }) {
  return (
    <footer className="bg-brand-950 text-brand-100">
      <Container className="grid py-6 sm:grid-cols-2 sm:gap-10 sm:py-12 lg:grid-cols-4">
        <div className="pb-3 sm:col-span-2 sm:pb-0 lg:col-span-1">
          <BrandMark inverted />
          {/* The company line below names what the product is; on a phone the tagline would only repeat it. */}
          <p className="mt-4 hidden max-w-xs text-sm leading-relaxed sm:block">{footerStrings.tagline}</p>
        </div>
        <nav aria-label={footerStrings.siteNav} className="border-t border-brand-800 sm:border-0">
          <FooterGroup heading={footerStrings.siteHeading}>
            <ul className={listClass}>
              {[...mainNav, ...footerNav].map((item: NavItem) => (
                <li key={item.to}>
                  <SiteLink to={item.to} className={linkClass}>
                    {item.name ?? item.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </FooterGroup>
        </nav>
        <nav aria-label={footerStrings.legalHeading}>
          <FooterGroup heading={footerStrings.legalHeading}>
            <ul className={listClass}>
              {legalNav.map((item) => (
                <li key={item.to}>
                  <SiteLink to={item.to} className={linkClass}>
                    {item.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </FooterGroup>
          {/* Outside the fold: the way back to the cookie choice is never one tap deeper. */}
          <div className="border-b border-brand-800 text-sm sm:mt-2 sm:border-0">
            <CookiePreferencesTrigger className={`${linkClass} cursor-pointer text-left`} />
          </div>
        </nav>
        <div className="pt-3 sm:pt-0">
          <h2 className="text-sm font-semibold text-white">{footerStrings.contactHeading}</h2>
          <ul className={contactListClass}>
            <li>
              <a href={`mailto:${site.company.email}`} className={contactLinkClass}>
                {site.company.email}
              </a>
            </li>
            {__WHATSAPP_CONFIGURED__ && site.whatsapp ? (
              <li>
                <WhatsappLink placement="footer" pathname={pathname} className={contactLinkClass} />
              </li>
            ) : null}
            <li>
              <ExternalLink href={site.social.url} icon={false} className={contactLinkClass}>
                <AtSign aria-hidden="true" className="size-4" />
                {site.productName}
                {footerStrings.socialJoin}
                {site.social.label}
              </ExternalLink>
            </li>
            <li className="basis-full py-1 text-xs leading-snug text-brand-200 sm:py-0 sm:text-sm sm:text-brand-100">
              {businessHoursLine}
            </li>
          </ul>
        </div>
      </Container>
      <div className="border-t border-brand-800">
        <Container className="flex flex-col gap-1 py-3.5 text-xs text-brand-200 sm:py-5">
          {/* Decree 7.962/2013 art. 2: company name, CNPJ and address where a buyer sees them. */}
          <p>
            {footerStrings.companyBefore}
            {site.productName}
            {footerStrings.companyMiddle}
            {site.company.name}
            {footerStrings.companyAfter}
            <span className="whitespace-nowrap">
              {footerStrings.cnpj}
              {site.company.cnpj}
            </span>
          </p>
          <p>
            {site.company.streetAddress}, {site.company.city}/{site.company.state}
            {footerStrings.postalCode}
            {site.company.postalCode}
            {footerStrings.copyright} {new Date().getFullYear()}
          </p>
        </Container>
      </div>
    </footer>
  );
}
