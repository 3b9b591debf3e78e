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
import { footerStrings } from "~/content/ui-strings/page-parts";

/** Phones: each link a 40 px row by padding, not bigger type; from sm, the old tight list. */
const linkClass = "inline-flex items-center gap-1.5 py-2.5 text-brand-100 underline-offset-2 hover:text-white hover:underline sm:py-0";
/** Phones: two columns of those rows (the footer about half as tall); from sm, one column each. */
const listClass = "mt-1 grid grid-cols-2 gap-x-3 text-sm sm:mt-3 sm:block sm:space-y-2";

export function SiteFooter({ pathname }: { pathname: string }) {
  return (
    <footer className="bg-brand-950 text-brand-100">
      <Container className="grid gap-7 py-10 sm:grid-cols-2 sm:gap-10 sm:py-12 lg:grid-cols-4">
        <div className="sm:col-span-2 lg:col-span-1">
          <BrandMark inverted />
          <p className="mt-4 max-w-xs text-sm leading-relaxed">{footerStrings.tagline}</p>
        </div>
        <nav aria-label={footerStrings.siteNav}>
          <h2 className="text-sm font-semibold text-white">{footerStrings.siteHeading}</h2>
          <ul className={listClass}>
            {[...mainNav, ...footerNav].map((item: NavItem) => (
              <li key={item.to}>
                <SiteLink to={item.to} className={linkClass}>
                  {item.name ?? item.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={footerStrings.legalHeading}>
          <h2 className="text-sm font-semibold text-white">{footerStrings.legalHeading}</h2>
          <ul className={listClass}>
            {legalNav.map((item) => (
              <li key={item.to}>
                <SiteLink to={item.to} className={linkClass}>
                  {item.label}
                </SiteLink>
              </li>
            ))}
            <li>
              <CookiePreferencesTrigger className={`${linkClass} cursor-pointer text-left`} />
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold text-white">{footerStrings.contactHeading}</h2>
          <ul className={listClass}>
            <li>
              <a href={`mailto:${site.company.email}`} className={linkClass}>
                {site.company.email}
              </a>
            </li>
            {__WHATSAPP_CONFIGURED__ && site.whatsapp ? (
              <li>
                <WhatsappLink placement="footer" pathname={pathname} className={linkClass} />
              </li>
            ) : null}
            {/* The long line under the short ones, across both columns on a phone. */}
            <li className="order-last col-span-2 py-2.5 sm:py-0">{businessHoursLine}</li>
            <li>
              <ExternalLink href={site.social.url} icon={false} className={linkClass}>
                <AtSign aria-hidden="true" className="size-4" />
                {site.productName}
                {footerStrings.socialJoin}
                {site.social.label}
              </ExternalLink>
            </li>
          </ul>
        </div>
      </Container>
      <div className="border-t border-brand-800">
        <Container className="flex flex-col gap-1 py-5 text-xs text-brand-200">
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
