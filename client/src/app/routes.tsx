/**
 * The route table of signed-in users (platform spec section 2, tools spec section 2). Every screen is a
 * lazy chunk. A tool a later issue builds points at comingSoon() until then.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react";

export type AppRoute = { path: string; page: LazyExoticComponent<ComponentType>; adminOnly?: boolean };

const ComingSoon = lazy(() => import("@/pages/coming-soon-page"));
const comingSoon = (path: string): AppRoute => ({ path, page: ComingSoon });

export const appRoutes: AppRoute[] = [
  { path: "/", page: lazy(() => import("@/pages/root-page")) },
  { path: "/discovery-tools", page: lazy(() => import("@/pages/discovery-tools-page")) },
  { path: "/money-makers", page: lazy(() => import("@/pages/money-makers-page")) },
  { path: "/growth-suite", page: lazy(() => import("@/pages/growth-suite-page")) },
  { path: "/dropshipping-tools", page: lazy(() => import("@/pages/dropshipping-tools-page")) },
  // Checkout (payments issue)
  { path: "/checkout", page: lazy(() => import("@/pages/checkout-page")) },
  { path: "/dashboard", page: lazy(() => import("@/pages/checkout-return-page")) },
  // Admin (admin issue)
  { path: "/admin-dashboard", page: lazy(() => import("@/pages/admin-dashboard-page")), adminOnly: true },
  { path: "/admin", page: lazy(() => import("@/pages/admin-dashboard-page")), adminOnly: true },
  // Discovery tools (AI engine issue)
  { path: "/niche-discovery", page: lazy(() => import("@/pages/niche-discovery-page")) },
  { path: "/business-ideas", page: lazy(() => import("@/pages/business-ideas-page")) },
  { path: "/business-ideas/:id", page: lazy(() => import("@/pages/business-idea-page")) },
  { path: "/market-research", page: lazy(() => import("@/pages/market-research-page")) },
  { path: "/quick-validation", page: lazy(() => import("@/pages/quick-validation-page")) },
  // Catalogues (issue 12)
  { path: "/product-trend-scanner", page: lazy(() => import("@/pages/product-trend-scanner-page")) },
  { path: "/side-hustles", page: lazy(() => import("@/pages/side-hustles-page")) },
  { path: "/side-hustles/:id", page: lazy(() => import("@/pages/side-hustle-guide-page")) },
  { path: "/micro-niches", page: lazy(() => import("@/pages/micro-niches-page")) },
  { path: "/micro-niches/:id", page: lazy(() => import("@/pages/micro-niche-page")) },
  // Money makers and growth tools (later issues)
  comingSoon("/ai-mentor"),
  comingSoon("/idea-tracker"),
  comingSoon("/launch-roadmap"),
  comingSoon("/creator-suite"),
  comingSoon("/sales-script-generator"),
  comingSoon("/partnership-finder"),
  comingSoon("/advanced-analytics"),
  comingSoon("/profit-calculator"),
  comingSoon("/supplier-database"),
  comingSoon("/inventory-tracker"),
  comingSoon("/side-hustle-generator"),
  comingSoon("/hustle-challenges"),
];
