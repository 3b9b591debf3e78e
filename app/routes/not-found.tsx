import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { seo } from "~/lib/seo";
import { buttonClass } from "~/ui/button-styles";
import { Container } from "~/ui/container";
import { SiteLink } from "~/ui/site-link";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({
    title: "Page Not Found",
    exactTitle: true,
    description: "A página que você procurou não existe ou mudou de endereço.",
    pagePath: location.pathname,
    noindex: true,
  });

export default function NotFound() {
  const { pathname } = useLocation();
  // The prerendered copy is shared by every unknown URL, so the path is shown only after hydration.
  const [requested, setRequested] = useState<string | null>(null);
  useEffect(() => setRequested(pathname), [pathname]);

  return (
    <Container className="py-20 sm:py-28">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Erro 404</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-950 sm:text-5xl">Página não encontrada</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">
        O endereço pode ter sido digitado errado ou a página mudou de lugar. Use o menu acima ou volte ao início.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <SiteLink to="/" className={buttonClass("primary", "lg")}>
          Voltar ao início
        </SiteLink>
        <SiteLink to="/contato" className={buttonClass("secondary", "lg")}>
          Falar com a equipe
        </SiteLink>
      </div>
      <aside aria-label="Dica para desenvolvedores" className="mt-12 max-w-2xl rounded-xl border border-dashed border-line bg-surface p-4 text-sm text-muted">
        <p>
          <strong className="text-ink">Para desenvolvedores:</strong> nenhuma rota corresponde a{" "}
          <code className="rounded bg-white px-1 py-0.5 break-all text-ink">{requested ?? "este endereço"}</code>. As rotas
          do site são declaradas em <code className="rounded bg-white px-1 py-0.5 text-ink">app/route-table.ts</code>{" "}
          (lidas por <code className="rounded bg-white px-1 py-0.5 text-ink">app/routes.ts</code>).
        </p>
      </aside>
    </Container>
  );
}
