import { FileText } from "lucide-react";
import { securityPage as copy } from "~/content/security-page";
import { historyCopy, historyOf } from "~/content/legal/version-history";
import { formatDateBR } from "~/lib/frontmatter";
import { iconBoxClass } from "~/ui/icon";
import { SiteLink } from "~/ui/site-link";

const docs = ["termos-de-uso", "aviso-privacidade"] as const;
const link = "font-semibold text-brand-900 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700";

/**
 * The header's right column from lg (it stood empty): where the answers come from, the two
 * texts in force with their version and date (the legal pages' own history). Nothing new is said: the lead
 * names both texts. The DPO is not repeated here: the summary's sixth tile, in the same first screen, names
 * the DPO, and the answers end with the DPO's address. Phones skip it.
 */
export function SecuritySources() {
  return (
    <div
      data-testid="security-sources"
      className="hidden rounded-card border border-line bg-white p-5 shadow-xl shadow-brand-900/10 lg:block"
    >
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{copy.heroSources.title}</p>
      <ul className="mt-4 grid gap-4">
        {docs.map((doc) => {
          const last = historyOf(doc).at(-1)!;
          return (
            <li key={doc} className="flex items-start gap-3">
              <span className={iconBoxClass}>
                <FileText aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0">
                <SiteLink to={`/${doc}`} className={link}>
                  {copy.docNames[doc]}
                </SiteLink>
                <span className="mt-0.5 block text-sm text-muted">
                  {historyCopy.versionLabel} {last.version} · <time dateTime={last.date}>{formatDateBR(last.date)}</time>
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
