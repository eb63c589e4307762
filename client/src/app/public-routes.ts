/**
 * Pages anyone may read, signed in (inside the app layout) or not (in the public layout). Apart from the route
 * table (routes.tsx) so the sign-in screen's chunk does not carry the signed-in routes and the tool manifest.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react";

export type AppRoute = { path: string; page: LazyExoticComponent<ComponentType>; adminOnly?: boolean };

export const PUBLIC_ROUTES: AppRoute[] = [
  { path: "/terms", page: lazy(() => import("@/pages/terms-page")) },
  { path: "/privacy", page: lazy(() => import("@/pages/privacy-page")) },
];
