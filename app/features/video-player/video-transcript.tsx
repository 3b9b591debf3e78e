import { ChevronDown } from "lucide-react";
import { transcriptStrings } from "~/content/ui-strings/player";

interface TranscriptScene {
  id: string;
  title: string;
  description: string;
}

/**
 * Text alternative of the (silent) demo video, WCAG 1.2.1: what each scene shows. Collapsed by
 * default; the same text feeds the video's WebVTT description track. `id` is the anchor other pages
 * link to; following such a link opens it (./open-on-hash.ts, `data-open-on-hash`). Rendered at
 * build time.
 */
export function VideoTranscript({ scenes, id }: { scenes: readonly TranscriptScene[]; id: string }) {
  return (
    <details id={id} data-open-on-hash="" className="group max-w-3xl scroll-mt-24 text-muted">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 rounded-md font-semibold text-brand-700 [&::-webkit-details-marker]:hidden">
        {transcriptStrings.summary}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <ol className="mt-3 list-decimal space-y-2 pl-5">
        {scenes.map((scene) => (
          <li key={scene.id}>
            <strong className="text-ink">{scene.title}.</strong> {scene.description}
          </li>
        ))}
      </ol>
    </details>
  );
}
