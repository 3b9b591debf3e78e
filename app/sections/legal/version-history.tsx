import { historyCopy, historyOf } from "~/content/legal/version-history";
import { formatDateBR } from "~/lib/frontmatter";
import { DisclosureChevron } from "~/ui/disclosure-chevron";

/**
 * The legal text's versions under its version line, closed by default so the text still starts near the top
 * on a phone; the newest version comes first, as a reader looks for what changed last.
 */
export function VersionHistory({ doc }: { doc: string }) {
  const rows = [...historyOf(doc)].reverse();
  return (
    <details className="group mt-3 max-w-[68ch] text-sm text-muted" data-testid="legal-history">
      <summary className="inline-flex min-h-6 cursor-pointer list-none items-center gap-1 font-semibold text-brand-800 underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden">
        {historyCopy.title}
        <DisclosureChevron />
      </summary>
      <ol className="mt-3 space-y-3 border-l-2 border-brand-200 pl-4">
        {rows.map((row) => (
          <li key={row.version}>
            <p className="font-semibold text-brand-950">
              {historyCopy.versionLabel} {row.version} · <time dateTime={row.date}>{formatDateBR(row.date)}</time>
            </p>
            {row.changes.length === 1 ? (
              <p className="mt-1">{row.changes[0]}</p>
            ) : (
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {row.changes.map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}
