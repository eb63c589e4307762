/**
 * Icons, colours and labels of the product cards (docs/spec-notes.md#constants-and-option-lists: competition low green,
 * medium yellow, high red).
 */
import {
  TREND_CATEGORY_OPTIONS,
  TREND_PLATFORM_OPTIONS,
  type TrendCategory,
  type TrendPlatform,
} from "@shared/contracts/trending-products";
import type { TrendStage } from "@shared/domain/trend-stage";
import type { BadgeProps } from "@/components/ui/badge";

/** No remote images (docs/product-rules.md#reference-catalogues): each product shows its category's icon. */
export { CATEGORY_ICON } from "@/lib/category-icons";

export const COMPETITION_BADGE: Record<string, BadgeProps["variant"]> = {
  low: "success",
  medium: "warning",
  high: "danger",
};

export const STAGE_LOOK: Record<TrendStage, { label: string; stroke: string; className: string }> = {
  rising: { label: "Rising", stroke: "#059669", className: "bg-emerald-50 text-emerald-800 border-emerald-200" },
  peaking: { label: "Peaking", stroke: "#7c3aed", className: "bg-violet-50 text-violet-800 border-violet-200" },
  steady: { label: "Steady", stroke: "#2563eb", className: "bg-blue-50 text-blue-800 border-blue-200" },
  declining: { label: "Declining", stroke: "#dc2626", className: "bg-red-50 text-red-800 border-red-200" },
  seasonal: { label: "Seasonal", stroke: "#d97706", className: "bg-amber-50 text-amber-900 border-amber-200" },
};

export const platformLabel = (p: TrendPlatform) => TREND_PLATFORM_OPTIONS.find((o) => o.value === p)?.label ?? p;
export const categoryLabel = (c: TrendCategory) => TREND_CATEGORY_OPTIONS.find((o) => o.value === c)?.label ?? c;
