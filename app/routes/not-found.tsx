import { useEffect } from "react";
import { useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { notFound, notFoundHint } from "~/content/not-found";
import { seo } from "~/lib/seo";
import { buttonClass } from "~/ui/button-styles";
import { Container } from "~/ui/container";
import { SiteLink } from "~/ui/site-link";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({
    title: notFound.title,
    exactTitle: true,
    description: notFound.description,
    pagePath: location.pathname,
    noindex: true,
  });

export default function NotFound() {
  const { pathname } = useLocation();
  // The developer hint goes to the console after hydration (the prerendered page is shared by every unknown URL).
  useEffect(() => console.info(notFoundHint(pathname)), [pathname]);

  return (
    <Container className="py-20 sm:py-28">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{notFound.eyebrow}</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-950 sm:text-5xl">{notFound.heading}</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">{notFound.text}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <SiteLink to="/" className={buttonClass("primary", "lg")}>
          {notFound.home}
        </SiteLink>
        <SiteLink to="/contato" className={buttonClass("secondary", "lg")}>
          {notFound.contact}
        </SiteLink>
      </div>
    </Container>
  );
}
