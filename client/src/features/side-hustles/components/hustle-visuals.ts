/** Labels and colours of the side-hustle cards. */
import { DIFFICULTY_OPTIONS, HUSTLE_CATEGORY_OPTIONS } from "@shared/contracts/side-hustles";
import type { BadgeProps } from "@/components/ui/badge";

export const hustleCategoryLabel = (c: string) => HUSTLE_CATEGORY_OPTIONS.find((o) => o.value === c)?.label ?? c;
export const difficultyLabel = (d: string) => DIFFICULTY_OPTIONS.find((o) => o.value === d)?.label ?? d;
export const DIFFICULTY_BADGE: Record<string, BadgeProps["variant"]> = {
  beginner: "success",
  intermediate: "warning",
  advanced: "danger",
};
