import {
  Baby,
  CalendarCheck,
  CalendarClock,
  CalendarRange,
  ClipboardList,
  Eye,
  Flower2,
  HeartPulse,
  ImagePlus,
  Lock,
  type LucideIcon,
  MessageCircleQuestion,
  MessageCircleWarning,
  MoonStar,
  Smile,
  Sparkles,
  Stethoscope,
  UsersRound,
  Wallet,
} from "lucide-react";
import type { askIcons, specialtyAccents, specialtyIcons } from "~/content/specialty-schema";

/** The icon a specialty file names (`icon`), drawn at build time. */
export const specialtyIcon: Record<(typeof specialtyIcons)[number], LucideIcon> = {
  smile: Smile,
  baby: Baby,
  sparkles: Sparkles,
  eye: Eye,
  flower: Flower2,
  "heart-pulse": HeartPulse,
  stethoscope: Stethoscope,
};

/** The icon of a patient's need (`asks[].icon`). */
export const askIcon: Record<(typeof askIcons)[number], LucideIcon> = {
  price: Wallet,
  sessions: CalendarRange,
  return: CalendarClock,
  routine: CalendarCheck,
  media: ImagePlus,
  family: UsersRound,
  symptoms: MessageCircleWarning,
  "after-hours": MoonStar,
  exam: ClipboardList,
  privacy: Lock,
  doctor: Stethoscope,
  question: MessageCircleQuestion,
};

export interface AccentClasses {
  /** The icon's tile: the hue's lightest tint, its ring a step darker, the icon (and a tag's words) in its 700 (over 5:1). */
  tile: string;
  /** Text in the hue's dark shade, on white or the tint. */
  text: string;
  /** The index card's top bar: the hue at 500, a mark, never text. */
  bar: string;
}

/**
 * A quiet identity per specialty: six hues of one cool family (the brand's teal, then sky, violet, indigo, emerald,
 * cyan from the palette), each drawn at the same steps, so the six tiles differ by hue and not by weight. Never the
 * orange of the calls to action, nor a warm hue near it: a tile in it reads as a category or as a button
 * (docs/decisions/861). The index card, its bar and the specialty page's header badge use the same hue, so a page
 * and its tile match. Written out so Tailwind finds the classes.
 */
export const specialtyAccent: Record<(typeof specialtyAccents)[number], AccentClasses> = {
  teal: { tile: "bg-brand-50 text-brand-700 ring-brand-200", text: "text-brand-800", bar: "bg-brand-500" },
  sky: { tile: "bg-sky-50 text-sky-700 ring-sky-200", text: "text-sky-800", bar: "bg-sky-500" },
  violet: { tile: "bg-violet-50 text-violet-700 ring-violet-200", text: "text-violet-800", bar: "bg-violet-500" },
  indigo: { tile: "bg-indigo-50 text-indigo-700 ring-indigo-200", text: "text-indigo-800", bar: "bg-indigo-500" },
  emerald: { tile: "bg-emerald-50 text-emerald-700 ring-emerald-200", text: "text-emerald-800", bar: "bg-emerald-500" },
  cyan: { tile: "bg-cyan-50 text-cyan-700 ring-cyan-200", text: "text-cyan-800", bar: "bg-cyan-500" },
};
