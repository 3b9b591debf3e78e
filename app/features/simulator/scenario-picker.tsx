import { useEffect, useRef } from "react";
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
 *
 * On a phone they are one row of chips that scrolls sideways, running to the screen's right edge and fading
 * there (the cue that more lies to the side: the next chip shows cut; room after the last one brings it clear).
 * One row, so the picker and the whole chat card fit one screen together and a tap needs no scroll to show the
 * newest message and its replies. From sm, a 2 x 2 grid of cards with each conversation's summary.
 */
export function ScenarioPicker({ scenarios, current, onOpen }: ScenarioPickerProps) {
  const row = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  // A conversation opened from elsewhere ("Ver outra conversa") may sit beyond the row's edge: bring its chip in
  // (sideways only, the page does not move). Not on waking: the first chip is already in view.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const box = row.current;
    const chip = box?.querySelector<HTMLElement>("[aria-pressed=true]");
    if (!box || !chip || box.scrollWidth <= box.clientWidth) return;
    const left = chip.offsetLeft - box.offsetLeft;
    // Only a chip cut by the row's edge: one tapped where it lies does not move under the finger.
    if (left < box.scrollLeft || left + chip.offsetWidth > box.scrollLeft + box.clientWidth) box.scrollLeft = left - 4;
  }, [current]);
  return (
    <div role="group" aria-labelledby="simulador-escolha" className="min-w-0 noscript:hidden lg:col-start-1 lg:row-start-2 lg:mt-2">
      <p id="simulador-escolha" className="text-sm font-semibold text-brand-950">
        {copy.pickerLabel}
      </p>
      <div
        ref={row}
        data-testid="simulator-picker-row"
        className="-mx-1 mt-2 flex gap-1.5 overflow-x-auto p-1 pe-8 [mask-image:linear-gradient(to_right,#000_calc(100%-1.5rem),rgb(0_0_0/0.25))] max-sm:-me-4 [scrollbar-width:none] motion-safe:scroll-smooth sm:mt-3 sm:grid sm:grid-cols-2 sm:gap-3 sm:overflow-visible sm:pe-1 sm:[mask-image:none]"
      >
        {scenarios.map((s, i) => (
          <button
            key={s.id}
            type="button"
            aria-pressed={s.id === current}
            onClick={() => onOpen(i)}
            data-replay=""
            className="flex min-h-11 shrink-0 flex-col justify-center rounded-full border-2 border-line bg-white px-3 py-2 text-left text-sm font-semibold whitespace-nowrap text-brand-900 hover:border-brand-400 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 sm:justify-start sm:rounded-xl sm:px-4 sm:py-3 sm:text-base sm:whitespace-normal"
          >
            {s.tab}
            <span className="mt-0.5 hidden text-sm font-normal text-muted sm:block">{s.summary}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
