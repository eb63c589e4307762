/** Labels and icons of the micro-niche cards. */
import { NICHE_CATEGORY_OPTIONS } from "@shared/contracts/micro-niches";
import type { BadgeProps } from "@/components/ui/badge";

export { CATEGORY_ICON as NICHE_ICON } from "@/lib/category-icons";
export const nicheCategoryLabel = (c: string) => NICHE_CATEGORY_OPTIONS.find((o) => o.value === c)?.label ?? c;
export const PROFIT_BADGE: Record<string, BadgeProps["variant"]> = {
  low: "secondary",
  medium: "warning",
  high: "success",
};
