import { absoluteUrl } from "~/lib/structured-data";

export interface ShareInput {
  /** Path of the page; links always carry the canonical address, never the visitor's query string. */
  path: string;
  title: string;
  description: string;
}

export interface ShareLinks {
  canonical: string;
  whatsapp: string;
  linkedin: string;
  email: string;
}

/** Share addresses of the three networks the issue names, each with the page's canonical URL. */
export function shareLinks({ path, title, description }: ShareInput): ShareLinks {
  const canonical = absoluteUrl(path);
  const text = encodeURIComponent(`${title} ${canonical}`);
  // mailto: wants %20 for spaces (a "+" would reach the reader as a plus sign).
  const subject = encodeURIComponent(title);
  const body = encodeURIComponent(`${description}\n\n${canonical}`);
  return {
    canonical,
    whatsapp: `https://wa.me/?text=${text}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(canonical)}`,
    email: `mailto:?subject=${subject}&body=${body}`,
  };
}
