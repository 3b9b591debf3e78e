import { Bot, GraduationCap, HeartHandshake, LayoutDashboard, type LucideIcon, Scale, Sparkles } from "lucide-react";
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
