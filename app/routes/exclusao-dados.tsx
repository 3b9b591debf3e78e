import { Mail, ShieldAlert } from "lucide-react";
import type { Route } from "./+types/exclusao-dados";
import { DELETION_SUBJECT, deletionEmail, deletionMailto } from "~/content/legal/deletion-request";
import Content, { frontmatter as rawFrontmatter } from "~/content/legal/exclusao-dados.mdx";
import { mdxRoute } from "~/lib/mdx-route";
import { site } from "~/site";
import { buttonClass } from "~/ui/button-styles";
import { LegalPage } from "~/ui/legal-page";

const page = mdxRoute({
  frontmatter: rawFrontmatter,
  file: "app/content/legal/exclusao-dados.mdx",
  path: "/exclusao-dados",
  crumb: "Exclusão de Dados",
});

export const meta: Route.MetaFunction = page.meta;

export default function Page() {
  return (
    <LegalPage
      crumbs={page.crumbs}
      frontmatter={page.frontmatter}
      Content={Content}
      lead={`Para excluir a sua conta e os seus dados da plataforma ${site.productName}, envie um e-mail a partir do endereço cadastrado. Veja abaixo o que informar e o que acontece depois.`}
    >
      <section aria-labelledby="pedido-rapido" className="mb-10 max-w-[68ch] rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6">
        <h2 id="pedido-rapido" className="text-lg font-bold text-brand-950">
          Pedido de exclusão por e-mail
        </h2>
        <p className="mt-2 text-ink">
          O botão abre o seu programa de e-mail com o destinatário <strong className="[overflow-wrap:anywhere]">{deletionEmail}</strong>, o
          assunto <strong>{DELETION_SUBJECT}</strong> e um modelo de mensagem. Envie a partir do e-mail cadastrado na
          plataforma e complete nome, e-mail e senha.
        </p>
        <a href={deletionMailto()} className={buttonClass("primary", "lg", "mt-5 w-full sm:w-auto bg-accent-700! hover:bg-brand-900!")}>
          <Mail aria-hidden="true" className="size-5" />
          Pedir exclusão por e-mail
        </a>
        <p className="mt-4 flex gap-2 text-sm text-muted">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
          <span>A senha só é pedida neste e-mail de exclusão. Nunca a informe por telefone, WhatsApp ou redes sociais.</span>
        </p>
      </section>
    </LegalPage>
  );
}
