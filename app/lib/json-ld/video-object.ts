import { site } from "~/site";
import { absoluteUrl, organizationId, type JsonLd } from "~/lib/structured-data";

export interface VideoObjectInput {
  name: string;
  description: string;
  thumbnailPath: string;
  contentPath: string;
  /** The page that plays the video. */
  pagePath: string;
  durationSeconds: number;
  /** ISO date, e.g. 2026-11-21. */
  uploadDate: string;
}

/** ISO 8601 duration of whole seconds: 51.7 -> "PT52S", 83 -> "PT1M23S". */
function isoDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `PT${m > 0 ? `${m}M` : ""}${s > 0 || m === 0 ? `${s}S` : ""}`;
}

export function videoObject(input: VideoObjectInput): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: input.name,
    description: input.description,
    thumbnailUrl: [absoluteUrl(input.thumbnailPath)],
    contentUrl: absoluteUrl(input.contentPath),
    url: absoluteUrl(input.pagePath),
    duration: isoDuration(input.durationSeconds),
    uploadDate: input.uploadDate,
    inLanguage: site.language,
    publisher: { "@id": organizationId },
  };
}
