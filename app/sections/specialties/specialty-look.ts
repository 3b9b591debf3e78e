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
  /** A thin bar of the hue's middle shade (decorative, no text on it). */
  bar: string;
  /** Text in the hue's dark shade, on white or the tint. */
  text: string;
}

/**
 * The fixed palette of `accent`: Tailwind's own hues (the brand teal first), every pair of text and
 * tint at 50/800, which passes WCAG AA for any text size. Written out in full so Tailwind finds the classes.
 */
export const specialtyAccent: Record<(typeof specialtyAccents)[number], AccentClasses> = {
  teal: { tile: "bg-brand-50 text-brand-800 ring-brand-200", bar: "bg-brand-500", text: "text-brand-800" },
  sky: { tile: "bg-sky-50 text-sky-800 ring-sky-200", bar: "bg-sky-500", text: "text-sky-800" },
  violet: { tile: "bg-violet-50 text-violet-800 ring-violet-200", bar: "bg-violet-500", text: "text-violet-800" },
  amber: { tile: "bg-amber-50 text-amber-800 ring-amber-200", bar: "bg-amber-500", text: "text-amber-800" },
  rose: { tile: "bg-rose-50 text-rose-800 ring-rose-200", bar: "bg-rose-500", text: "text-rose-800" },
  indigo: { tile: "bg-indigo-50 text-indigo-800 ring-indigo-200", bar: "bg-indigo-500", text: "text-indigo-800" },
};
