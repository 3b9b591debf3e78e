import { ArrowRight, CalendarCheck } from "lucide-react";
import { specialtiesIndex as copy } from "~/content/specialties-page";
import type { Specialty } from "~/content/specialty-schema";
import { ChatBubble } from "~/ui/chat-bubble";
import { SiteLink } from "~/ui/site-link";
import { specialtyAccent, specialtyIcon } from "./specialty-look";

export interface SpecialtyCard {
  name: string;
  path: string;
  card: string;
  /** Below sm, the tile's caption under its name: the top reason, two short lines. */
  tileLine: string;
  /** The bubble's words: the patient's typed message the file's `cardMessage` points to. */
  message: string;
  /** What the conversation that message opens leaves on record (its first note), as the page's chat shows it. */
  outcome?: string;
  icon: Specialty["icon"];
  accent: Specialty["accent"];
}

/**
 * One specialty on /especialidades: its icon and name, then the product at work in a small chat panel (the patient's
 * message and, from sm, the note the assistant leaves on record), its summary from sm, and a label. The whole card is
 * one link, named by the specialty.
 */
export function SpecialtyIndexCard({ card }: { card: SpecialtyCard }) {
  const Icon = specialtyIcon[card.icon];
  const accent = specialtyAccent[card.accent];
  return (
    <li
      data-testid="specialty-card"
      className="relative flex flex-col overflow-hidden rounded-2xl border border-line bg-white p-4 shadow-sm hover:border-brand-400 hover:shadow-md has-focus-visible:border-brand-600 sm:row-span-4 sm:grid sm:grid-rows-subgrid sm:gap-y-0 sm:p-6"
    >
      {/* The specialty's hue, a bar along the top kept inside the rounded corners: a full-width strip, clipped by
          them, read as a tab (docs/decisions/765, 861). The card says it is a link by its hover and focus border;
          the bar and the icon tile say which specialty it is. From 640 px the
          card's four parts sit on its row's shared tracks (subgrid), so the panels, the summaries and the labels of
          cards side by side start at the same height. Below 640 px a compact tile, one a row: icon, then the name over
          its one line of why, the arrow across; the patient's message whole under them (two to a row, tiles of 160 px
          cut it mid-word). */}
      <span aria-hidden="true" className={`absolute inset-x-5 top-0 h-1 rounded-b-full ${accent.bar}`} />
      <div className="flex items-center gap-3 pr-8 sm:pr-0">
        <span
          aria-hidden="true"
          className={`inline-flex size-10 shrink-0 items-center justify-center rounded-xl ring-1 sm:size-12 ${accent.tile}`}
        >
          <Icon className="size-6" />
        </span>
        <div className="min-w-0">
          {/* One link per card, named by the title; its ::after covers the card, so the whole card is the target. */}
          <h3 className="text-base font-bold text-brand-950 sm:text-xl">
            <SiteLink
              to={card.path}
              className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:ring-3 focus-visible:after:ring-brand-600"
            >
              {card.name}
            </SiteLink>
          </h3>
          {/* Below sm the tile's one line of why: its top reason, muted. */}
          <p className="text-[0.8125rem] leading-snug text-muted sm:hidden">{card.tileLine}</p>
        </div>
      </div>
      {/* The product for this specialty: what its patients write first, from its page's own conversation, and what the
          assistant leaves on record. On a phone the message alone, whole. */}
      <div className="mt-3 flex flex-col justify-center gap-2 rounded-xl bg-surface p-1.5 sm:mt-4 sm:p-3">
        {/* The message whole, never cut: a quote ending in an ellipsis read as a fragment ("o Pedro…"). */}
        <ChatBubble from="patient" className="max-sm:max-w-full max-sm:px-3 max-sm:py-1.5 max-sm:text-sm">
          <span className="sr-only">{copy.cardMessageLabel} </span>
          <span className="wrap-break-word">{card.message}</span>
        </ChatBubble>
        {card.outcome ? <RecordNote text={card.outcome} className="self-center sm:inline-flex" /> : null}
      </div>
      {/* On a phone the bubble and the title say enough: the summary waits for the wider card (and the page). */}
      <p className="mt-4 hidden leading-relaxed text-muted sm:block">{card.card}</p>
      {/* A visual cue only: the card's one link already says where it goes. Inline, not a flex row: a label that wraps
          keeps the arrow after its last word (the no-break space glues them). On a phone's tile the arrow alone,
          across from the icon. */}
      <span
        aria-hidden="true"
        className="absolute top-7 right-4 font-semibold text-brand-700 sm:static sm:mt-4 sm:block sm:self-end sm:py-2.5"
      >
        <span className="hidden underline underline-offset-4 sm:inline">{copy.cardLink}</span>
        <span className="hidden sm:inline">{"\u00a0"}</span>
        <ArrowRight className="inline-block size-4 align-[-0.125em]" />
      </span>
    </li>
  );
}

/**
 * The note a conversation leaves on record ("Avaliação registrada na agenda da clínica"), on the assistant's side of a
 * small chat picture. Hidden until `className` shows it (`sm:inline-flex`, `lg:inline-flex`) with its place.
 */
export function RecordNote({ text, className }: { text: string; className: string }) {
  return (
    <p
      className={`hidden items-center gap-1.5 rounded-lg bg-white px-2.5 py-1.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-100 ${className}`}
    >
      <CalendarCheck aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only">{copy.cardOutcomeLabel} </span>
      {text}
    </p>
  );
}
