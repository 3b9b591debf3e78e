import { alternativesStrings } from "~/content/ui-strings/page-parts";

const views = [
  { id: "resumo", label: alternativesStrings.summary, checked: true },
  { id: "detalhes", label: alternativesStrings.details, checked: false },
] as const;

/**
 * One switch for the whole matrix, "Resumo | Detalhes": two native radios drawn as a segmented
 * control. The matrix shows every point's details with CSS from the checked radio (`data-show-details`), so a
 * tap works before any script and without one, and the keyboard and screen readers get a plain radio group.
 */
export function MatrixViewSwitch() {
  return (
    <fieldset className="flex items-center gap-3">
      <legend className="float-left mr-3 text-sm text-muted">{alternativesStrings.view}</legend>
      <span className="inline-flex rounded-full border border-brand-200 bg-brand-50 p-1">
        {views.map((view) => (
          <label
            key={view.id}
            className="relative flex min-h-10 cursor-pointer items-center rounded-full px-3.5 text-sm font-semibold text-brand-800 transition-colors duration-(--duration-site) hover:bg-white has-checked:bg-brand-800 has-checked:text-white has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
          >
            <input
              type="radio"
              name="alternatives-view"
              value={view.id}
              defaultChecked={view.checked}
              data-show-details={view.id === "detalhes" ? "" : undefined}
              className="sr-only"
            />
            {view.label}
          </label>
        ))}
      </span>
    </fieldset>
  );
}
