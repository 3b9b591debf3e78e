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
  /** Text in the hue's dark shade, on white or the tint. */
  text: string;
}

/**
 * One calm treatment for every specialty: the mint tile with its dark-teal icon (over 7:1), the index cards'
 * colour the same on all six. Orange is the site's colour for calls to action, so no
 * specialty wears it: teal and orange tiles side by side read as two categories that do not exist
 * (docs/decisions/730). The files keep naming an `accent`, so a quiet difference could come back later.
 */
const brandAccent: AccentClasses = { tile: "bg-brand-50 text-brand-800 ring-brand-200", text: "text-brand-800" };

/** Every `accent` a file may name, drawn as the one treatment above. Written out so Tailwind finds the classes. */
export const specialtyAccent: Record<(typeof specialtyAccents)[number], AccentClasses> = {
  teal: brandAccent,
  sky: brandAccent,
  violet: brandAccent,
  amber: brandAccent,
  rose: brandAccent,
  indigo: brandAccent,
};
