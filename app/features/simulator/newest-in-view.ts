/** A box on screen, top and bottom in the same coordinates (getBoundingClientRect's). */
export interface Span {
  top: number;
  bottom: number;
}

/**
 * How far to scroll the chat (positive: down) so the newest message is whole in view, `gap` px clear
 * of the chat's edge: its bottom just above the replies tray; a message taller than the chat shows
 * from its top, so it reads from the start. 0 when it is already whole in view. Sign-agnostic: the
 * caller adds it to scrollTop, whatever the scroll origin (the chat's list starts at its bottom).
 */
export function scrollToNewest(chat: Span, newest: Span, gap = 16): number {
  const room = chat.bottom - chat.top - 2 * gap;
  // Not laid out (hidden, or no layout at all): nothing to measure.
  if (chat.bottom <= chat.top) return 0;
  if (newest.bottom - newest.top > room) return newest.top - gap - chat.top;
  if (newest.bottom + gap > chat.bottom) return newest.bottom + gap - chat.bottom;
  if (newest.top - gap < chat.top) return newest.top - gap - chat.top;
  return 0;
}

/**
 * How far to scroll the chat (positive: down) so a conversation just opened reads from its start: the top of
 * its first block `gap` px under the chat's top edge, clear of the edge's fade. The caller adds it to scrollTop
 * (the browser stops at the chat's ends).
 */
export function scrollToStart(chat: Span, start: Span, gap = 24): number {
  if (chat.bottom <= chat.top) return 0;
  return start.top - gap - chat.top;
}

/**
 * How far to scroll the chat so a conversation just opened reads from its start (scrollToStart) as long as its
 * newest message stays whole in view; when the opening is taller than the chat, the newest message wins
 * (scrollToNewest from where the start would leave it): what the assistant just said is never cut behind the
 * replies. Both from one measurement, so a smooth scroll under way does not skew the second.
 */
export function scrollToOpening(chat: Span, start: Span, newest: Span, gap = 24): number {
  const toStart = scrollToStart(chat, start, gap);
  return toStart + scrollToNewest(chat, { top: newest.top - toStart, bottom: newest.bottom - toStart });
}

/**
 * How many px under the chat's top edge to mask out whole, so a message (or the day) cut there to a sliver is not
 * read as a rendering fault: the bottom of the one cut by the edge, plus its shadow's 2 px; 0 when none is cut, or
 * when more than `most` px of it shows (then it reads as scrolled, under the edge's usual fade). Masking, not
 * scrolling: at the conversation's end the chat cannot scroll further, and nothing moves (no layout shift).
 */
export function topSliver(chat: Span, blocks: readonly Span[], most = 40): number {
  if (chat.bottom <= chat.top) return 0;
  const cut = blocks.filter((b) => b.top < chat.top && b.bottom > chat.top);
  if (!cut.length) return 0;
  const shown = Math.max(...cut.map((b) => b.bottom)) - chat.top;
  return shown <= most ? Math.ceil(shown) + 2 : 0;
}
