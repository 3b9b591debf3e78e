import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { type ReactNode, useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, type LinksFunction } from "react-router";
import { CookieBanner } from "~/features/cookie-consent/cookie-banner";
import { SiteFooter } from "~/features/navigation/site-footer";
import { SiteHeader } from "~/features/navigation/site-header";
import { startWebVitalsWhenIdle } from "~/features/web-vitals/start";
import { analyticsSnippet, gtmNoscriptUrl } from "~/lib/analytics-snippet";
import { bootSnippet } from "~/lib/boot-snippet";
import { site } from "~/site";
import stylesheet from "~/styles/app.css?url";

export const links: LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "sitemap", type: "application/xml", href: "/sitemap.xml" },
  { rel: "alternate", type: "application/rss+xml", title: site.feed.title, href: site.feed.path },
];

// The head snippets run once, from the prerendered HTML (the CSP hashes that text). React keeps
// a hydrated script's content as it is, so the browser bundle carries empty strings instead.
const headScripts = import.meta.env.SSR
  ? { analytics: analyticsSnippet(site.gtmId), boot: bootSnippet() }
  : { analytics: "", boot: "" };

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0d6760" />
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: headScripts.analytics }} />
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: headScripts.boot }} />
        <Meta />
        <Links />
      </head>
      <body>
        {site.gtmId ? (
          <noscript>
            <iframe
              src={gtmNoscriptUrl(site.gtmId)}
              title="Tag manager"
              height="0"
              width="0"
              className="hidden"
            />
          </noscript>
        ) : null}
        <a
          href="#conteudo-principal"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Pular para o conteúdo
        </a>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Lets browser tests (and curious developers) know the prerendered page is now interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // Field metrics, after hydration and idle, reported only with consent (docs/decisions/150).
  useEffect(() => startWebVitalsWhenIdle(), []);

  return (
    <>
      <SiteHeader />
      <main id="conteudo-principal" tabIndex={-1} className="pt-16 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <CookieBanner />
    </>
  );
}
