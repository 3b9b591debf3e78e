import { CircleCheck, CircleX, FileText, Lock, SearchCheck, TriangleAlert } from "lucide-react";
import { criticalWarnings, profileRecommendations, safetyMeasures, usageGuidelines } from "~/content/llm-comparison";
import { llmGuideSections } from "~/content/llm-guide";
import { CardList } from "~/ui/card-list";
import { IconList } from "~/ui/icon-list";

const safetyIcons = { "protecao-de-dados": Lock, verificacao: SearchCheck, documentacao: FileText } as const;

/** The accent box of critical warnings at the top of the guide. */
export function WarningsBox() {
  return (
    <section
      id="avisos"
      aria-labelledby="avisos-titulo"
      className="mt-12 scroll-mt-24 rounded-2xl border-2 border-accent-500 bg-accent-50 p-5 sm:p-8"
    >
      <h2 id="avisos-titulo" className="flex items-center gap-3 text-2xl font-bold tracking-tight text-brand-950">
        <TriangleAlert aria-hidden="true" className="size-7 shrink-0 text-accent-700" />
        {llmGuideSections.warnings.title}
      </h2>
      <ul className="mt-5 max-w-[68ch] space-y-4">
        {criticalWarnings.map((warning) => (
          <li key={warning.title}>
            <h3 className="font-bold text-brand-950">{warning.title}</h3>
            <p className="mt-1 leading-relaxed text-ink">{warning.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Recommended uses (brand) beside not-recommended ones (accent). */
export function UsageGroups() {
  return (
    <div className="mt-8 grid gap-6 md:grid-cols-2">
      {usageGuidelines.map((group, index) => {
        const positive = index === 0;
        return (
          <div
            key={group.title}
            className={
              positive
                ? "rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6"
                : "rounded-2xl border border-accent-100 bg-accent-50 p-5 sm:p-6"
            }
          >
            <h3 className="text-lg font-bold text-brand-950">{group.title}</h3>
            <IconList
              items={group.items}
              icon={positive ? CircleCheck : CircleX}
              classes={{
                list: "mt-4 space-y-3",
                item: "flex gap-2 text-sm leading-relaxed",
                icon: positive ? "mt-0.5 size-4 shrink-0 text-brand-700" : "mt-0.5 size-4 shrink-0 text-accent-700",
              }}
            />
          </div>
        );
      })}
    </div>
  );
}

export function ProfileList() {
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-2">
      {profileRecommendations.map((rec) => (
        <li key={rec.id} className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
          <h3 className="text-lg font-bold text-brand-950">{rec.profile}</h3>
          <p className="mt-1 font-medium text-brand-800">{rec.summary}</p>
          <BulletList items={rec.items} />
        </li>
      ))}
    </ul>
  );
}

export function SafetyList() {
  return (
    <CardList
      layout="top"
      tags={{ list: "ol", item: "li" }}
      items={safetyMeasures.map((measure, i) => ({
        icon: safetyIcons[measure.id],
        title: (
          <>
            {i + 1}. {measure.title}
          </>
        ),
        text: measure.description,
        extra: <BulletList items={measure.items} />,
      }))}
      classes={{
        list: "mt-8 grid gap-6 lg:grid-cols-3",
        item: "rounded-2xl border border-line bg-surface p-5 sm:p-6",
        icon: "size-7 text-brand-700",
        title: "mt-3 text-lg font-bold text-brand-950",
        text: "mt-1 text-sm font-medium text-brand-800",
      }}
    />
  );
}

function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-4 list-disc space-y-2 pl-5 text-sm leading-relaxed">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
