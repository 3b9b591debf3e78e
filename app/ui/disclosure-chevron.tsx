import { ChevronDown } from "lucide-react";

/**
 * The chevron of a native disclosure's summary (FAQ items, folded examples): it turns when its
 * `<details class="group">` opens, so every folded block on the site says "open me" the same way.
 */
export function DisclosureChevron() {
  return (
    <ChevronDown
      aria-hidden="true"
      className="size-5 shrink-0 text-brand-700 transition-transform duration-(--duration-site) ease-site group-open:rotate-180"
    />
  );
}
