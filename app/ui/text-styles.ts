/** A link inside running text (not a button): the site's one look for it. */
export const textLinkClass = "font-medium text-brand-700 underline underline-offset-2";

/** Running text outside MDX at the reading measure and size of `.prose-site` (app.css). */
export const readingTextClass = "max-w-[68ch] leading-relaxed sm:text-[1.0625rem]";
