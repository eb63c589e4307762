/** Labels and icons of the micro-niche cards: the niches' own five categories (docs/decisions/1461-niche-categories-of-the-specification.md). */
import { Accessibility, Gamepad2, Laptop, PawPrint, Sprout, type LucideIcon } from "lucide-react";
import { NICHE_CATEGORY_OPTIONS, type NicheCategory } from "@shared/contracts/micro-niches";
import type { BadgeProps } from "@/components/ui/badge";

export const NICHE_ICON: Record<NicheCategory, LucideIcon> = {
  pets: PawPrint,
  workspace: Laptop,
  gardening: Sprout,
  gaming: Gamepad2,
  accessibility: Accessibility,
};
export const nicheCategoryLabel = (c: string) => NICHE_CATEGORY_OPTIONS.find((o) => o.value === c)?.label ?? c;
export const PROFIT_BADGE: Record<string, BadgeProps["variant"]> = {
  low: "secondary",
  medium: "warning",
  high: "success",
};
