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
  /** The icon's tile: a light tint, the icon in the hue's dark shade (over 7:1). */
  tile: string;
  /** The card's top bar (decorative, no text on it): the icon's own colour, so the bar says which tile it belongs to. */
  bar: string;
  /** Text in the hue's dark shade, on white or the tint. */
  text: string;
}

/**
 * The fixed palette of `accent`: six tints of the brand's two tokens (teal and orange, app/styles/app.css),
 * not six unrelated hues; every tile a light tint, none filled dark (rose's flat brand-200 still read as filled). The keys stay the files' names; every icon and text
 * shade passes 3:1 on its tile (icons) and 4.5:1 on white (text). Each card's top bar is its icon's colour, teal
 * icons under a teal bar and orange under orange (bars of unrelated shades read as an
 * alternation without meaning). Written out in full so Tailwind finds the classes.
 */
export const specialtyAccent: Record<(typeof specialtyAccents)[number], AccentClasses> = {
  teal: { tile: "bg-brand-50 text-brand-800 ring-brand-200", bar: "bg-brand-800", text: "text-brand-800" },
  sky: { tile: "bg-accent-50 text-accent-800 ring-accent-100", bar: "bg-accent-800", text: "text-accent-800" },
  violet: { tile: "bg-brand-100 text-brand-900 ring-brand-300", bar: "bg-brand-900", text: "text-brand-800" },
  amber: { tile: "bg-accent-100 text-accent-900 ring-accent-500/40", bar: "bg-accent-900", text: "text-accent-800" },
  rose: { tile: "bg-linear-to-b from-brand-50 to-brand-100 text-brand-900 ring-brand-300", bar: "bg-brand-900", text: "text-brand-700" },
  indigo: { tile: "bg-linear-to-br from-brand-50 to-accent-50 text-brand-800 ring-brand-300", bar: "bg-brand-800", text: "text-brand-700" },
};
