/**
 * The endpoint table: every route of the API, one file per area (docs/decisions/862-one-endpoint-table.md).
 * The server and the tests read the whole table from here; the client imports an area's file alone, so a screen's
 * bundle carries only the schemas of the endpoints it calls.
 */
import type { EndpointSpec } from "../endpoint";
import { accountEndpoints } from "./account";
import { accountDataEndpoints } from "./account-data";
import { adminEndpoints } from "./admin";
import { aiMentorEndpoints } from "./ai-mentor";
import { analyticsEndpoints } from "./analytics";
import { authEndpoints } from "./auth";
import { billingEndpoints } from "./billing";
import { businessIdeasEndpoints } from "./business-ideas";
import { businessProfileEndpoints } from "./business-profile";
import { challengesEndpoints } from "./challenges";
import { connectionsEndpoints } from "./connections";
import { creatorSuiteEndpoints } from "./creator-suite";
import { exportsEndpoints } from "./exports";
import { financeEndpoints } from "./finance";
import { generationsEndpoints } from "./generations";
import { ideaTrackerEndpoints } from "./idea-tracker";
import { importsEndpoints } from "./imports";
import { inventoryEndpoints } from "./inventory";
import { logosEndpoints } from "./logos";
import { marketAnalysisEndpoints } from "./market-analysis";
import { microNichesEndpoints } from "./micro-niches";
import { notificationsEndpoints } from "./notifications";
import { opsEndpoints } from "./ops";
import { partnershipsEndpoints } from "./partnerships";
import { roadmapEndpoints } from "./roadmap";
import { salesScriptsEndpoints } from "./sales-scripts";
import { sharesEndpoints } from "./shares";
import { sideHustlesEndpoints } from "./side-hustles";
import { statsEndpoints } from "./stats";
import { suppliersEndpoints } from "./suppliers";
import { trendingProductsEndpoints } from "./trending-products";

/** Every area's endpoints by name. */
export const ENDPOINT_AREAS = {
  account: accountEndpoints,
  "account-data": accountDataEndpoints,
  admin: adminEndpoints,
  "ai-mentor": aiMentorEndpoints,
  analytics: analyticsEndpoints,
  auth: authEndpoints,
  billing: billingEndpoints,
  "business-ideas": businessIdeasEndpoints,
  "business-profile": businessProfileEndpoints,
  challenges: challengesEndpoints,
  connections: connectionsEndpoints,
  "creator-suite": creatorSuiteEndpoints,
  exports: exportsEndpoints,
  finance: financeEndpoints,
  generations: generationsEndpoints,
  "idea-tracker": ideaTrackerEndpoints,
  imports: importsEndpoints,
  inventory: inventoryEndpoints,
  logos: logosEndpoints,
  "market-analysis": marketAnalysisEndpoints,
  "micro-niches": microNichesEndpoints,
  notifications: notificationsEndpoints,
  ops: opsEndpoints,
  partnerships: partnershipsEndpoints,
  roadmap: roadmapEndpoints,
  "sales-scripts": salesScriptsEndpoints,
  shares: sharesEndpoints,
  "side-hustles": sideHustlesEndpoints,
  stats: statsEndpoints,
  suppliers: suppliersEndpoints,
  "trending-products": trendingProductsEndpoints,
} as const;

/** Every endpoint of the API. */
export const ENDPOINTS: readonly EndpointSpec[] = Object.values(ENDPOINT_AREAS).flatMap((area) =>
  Object.values(area as Record<string, EndpointSpec>),
);
