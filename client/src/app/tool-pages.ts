/**
 * The page of every available tool, keyed by its manifest id (shared/tools/manifest.ts). Adding a tool: flip
 * its `available` to true in the manifest and add one line here; the type checker requires both.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { DetailToolId, PagedToolId } from "@shared/tools/manifest";

type Page = LazyExoticComponent<ComponentType>;

export const TOOL_PAGES: Record<PagedToolId, Page> = {
  "niche-discovery": lazy(() => import("@/pages/niche-discovery-page")),
  "business-ideas": lazy(() => import("@/pages/business-ideas-page")),
  "market-analysis": lazy(() => import("@/pages/market-research-page")),
  "quick-validation": lazy(() => import("@/pages/quick-validation-page")),
  "logo-maker": lazy(() => import("@/pages/logo-maker-page")),
  "dropshipping-tools": lazy(() => import("@/pages/dropshipping-tools-page")),
  "profit-calculator": lazy(() => import("@/pages/profit-calculator-page")),
  "supplier-database": lazy(() => import("@/pages/supplier-database-page")),
  "inventory-tracker": lazy(() => import("@/pages/inventory-tracker-page")),
  "creator-suite": lazy(() => import("@/pages/creator-suite-page")),
  "sales-script-generator": lazy(() => import("@/pages/sales-script-generator-page")),
  "side-hustle-generator": lazy(() => import("@/pages/side-hustle-generator-page")),
  "hustle-challenges": lazy(() => import("@/pages/hustle-challenges-page")),
  "idea-tracker": lazy(() => import("@/pages/idea-tracker-page")),
  "launch-roadmap": lazy(() => import("@/pages/launch-roadmap-page")),
  "ai-mentor": lazy(() => import("@/pages/ai-mentor-page")),
  "advanced-analytics": lazy(() => import("@/pages/advanced-analytics-page")),
  "partnership-finder": lazy(() => import("@/pages/partnership-finder-page")),
  "product-trend-scanner": lazy(() => import("@/pages/product-trend-scanner-page")),
  "side-hustles": lazy(() => import("@/pages/side-hustles-page")),
  "micro-niches": lazy(() => import("@/pages/micro-niches-page")),
  imports: lazy(() => import("@/pages/imports-page")),
  "profit-and-loss": lazy(() => import("@/pages/profit-and-loss-page")),
};

/** Pages of one stored result, at the tool's `detailRoute`. */
export const TOOL_DETAIL_PAGES: Record<DetailToolId, Page> = {
  "business-ideas": lazy(() => import("@/pages/business-idea-page")),
  "side-hustles": lazy(() => import("@/pages/side-hustle-guide-page")),
  "micro-niches": lazy(() => import("@/pages/micro-niche-page")),
};
