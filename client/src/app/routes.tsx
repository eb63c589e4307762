/**
 * The route table of signed-in users (docs/spec-notes.md#screens-and-routes). Every screen is a
 * lazy chunk, and so is this table: signed-in-app.tsx alone imports it. Tool routes come from the manifest (shared/tools/manifest.ts); each shows the page tool-pages.ts
 * finds for its id.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { HUBS, STANDALONE_TOOLS } from "@shared/tools/manifest";
import { PUBLIC_ROUTES, type AppRoute } from "./public-routes";
import { TOOL_DETAIL_PAGES, TOOL_PAGES } from "./tool-pages";

const HUB_PAGES: Record<(typeof HUBS)[number]["id"], LazyExoticComponent<ComponentType>> = {
  discovery: lazy(() => import("@/pages/discovery-tools-page")),
  money: lazy(() => import("@/pages/money-makers-page")),
  growth: lazy(() => import("@/pages/growth-suite-page")),
};

/** Each tool's route and, with a `detailRoute`, its detail route; a tool without a page file has none. */
export const toolRoutes: AppRoute[] = STANDALONE_TOOLS.flatMap((tool) => {
  const page = TOOL_PAGES.get(tool.id);
  const detail = TOOL_DETAIL_PAGES.get(tool.id);
  return [
    ...(page ? [{ path: tool.route, page }] : []),
    ...(detail && tool.detailRoute ? [{ path: tool.detailRoute, page: detail }] : []),
  ];
});

export const appRoutes: AppRoute[] = [
  { path: "/", page: lazy(() => import("@/pages/root-page")) },
  ...HUBS.map((hub) => ({ path: hub.route, page: HUB_PAGES[hub.id] })),
  { path: "/checkout", page: lazy(() => import("@/pages/checkout-page")) },
  { path: "/settings/data", page: lazy(() => import("@/pages/settings-data-page")) },
  { path: "/settings", page: lazy(() => import("@/pages/settings-page")) },
  { path: "/settings/:section", page: lazy(() => import("@/pages/settings-page")) },
  { path: "/dashboard", page: lazy(() => import("@/pages/checkout-return-page")) },
  { path: "/notifications", page: lazy(() => import("@/pages/notifications-page")) },
  { path: "/admin-dashboard", page: lazy(() => import("@/pages/admin-dashboard-page")), adminOnly: true },
  { path: "/admin", page: lazy(() => import("@/pages/admin-dashboard-page")), adminOnly: true },
  ...toolRoutes,
  ...PUBLIC_ROUTES,
];
