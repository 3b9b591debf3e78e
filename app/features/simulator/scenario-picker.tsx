import { simulatorCopy as copy } from "~/content/simulator";
import type { SimScenario } from "~/content/simulator-types";

interface ScenarioPickerProps {
  scenarios: readonly SimScenario[];
  current: string;
  onOpen: (index: number) => void;
}

/**
 * The four conversations, as toggle buttons (the pressed one is on screen). Shown from the first
 * paint: a tap before the island wakes is held and replayed (app/lib/replay-snippet.ts). Without
 * JavaScript (`noscript:`, the scripting media feature) they take no place at all.
 */
export function ScenarioPicker({ scenarios, current, onOpen }: ScenarioPickerProps) {
  return (
    <div role="group" aria-labelledby="simulador-escolha" className="noscript:hidden lg:col-start-1 lg:row-start-2 lg:mt-2">
      <p id="simulador-escolha" className="text-sm font-semibold text-brand-950">
        {copy.pickerLabel}
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:gap-3">
        {scenarios.map((s, i) => (
          <button
            key={s.id}
            type="button"
            aria-pressed={s.id === current}
            onClick={() => onOpen(i)}
            data-replay=""
            className="flex min-h-11 flex-col justify-start rounded-xl border-2 border-line bg-white px-3 py-2 text-left text-sm font-semibold text-brand-900 hover:border-brand-400 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 sm:px-4 sm:py-3 sm:text-base"
          >
            {s.tab}
            <span className="mt-0.5 hidden text-sm font-normal text-muted sm:block">{s.summary}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
