import {
  Atom,
  BookOpen,
  Bot,
  Building2,
  FileCheck,
  GraduationCap,
  HeartHandshake,
  LayoutDashboard,
  type LucideIcon,
  MessagesSquare,
  Rocket,
  Scale,
  ShieldCheck,
  Sparkles,
  SquareTerminal,
  Workflow,
} from "lucide-react";
import type { ContentCategoryId } from "~/content/hub";

/** The icon of each of the hub's six categories: their headings and the covers of their pieces. */
export const categoryIcons: Record<ContentCategoryId, LucideIcon> = {
  automacao: Bot,
  gestao: LayoutDashboard,
  atendimento: HeartHandshake,
  educacao: GraduationCap,
  regulacao: Scale,
  inovacao: Sparkles,
};

/**
 * The covers' glyphs: a category's own icon for its first piece, then others of the same theme, so two
 * pieces of one category never share a cover (no glyph repeats across categories either).
 */
const coverGlyphs: Record<ContentCategoryId, readonly LucideIcon[]> = {
  automacao: [Bot, SquareTerminal, Workflow],
  gestao: [LayoutDashboard, Building2],
  atendimento: [HeartHandshake, MessagesSquare],
  educacao: [GraduationCap, BookOpen],
  regulacao: [Scale, ShieldCheck, FileCheck],
  inovacao: [Sparkles, Rocket, Atom],
};

/** The glyph of the `nth` piece (from 0) of a category on the hub. */
export const coverIcon = (category: ContentCategoryId, nth: number): LucideIcon => {
  const glyphs = coverGlyphs[category];
  return glyphs[nth % glyphs.length] ?? categoryIcons[category];
};
