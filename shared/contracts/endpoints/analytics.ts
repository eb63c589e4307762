/** Advanced Analytics' endpoints, Pro only: the figures of the person's own sales and their customer cohorts (/api/analytics). */
import { endpoint } from "../endpoint";
import { analyticsQuerySchema, analyticsSummarySchema } from "../analytics";
import { cohortsQuerySchema, cohortsResponseSchema } from "../finance";

const access = "advanced-analytics";

export const analyticsEndpoints = {
  summary: endpoint({
    method: "GET",
    path: "/api/analytics/summary",
    access,
    query: analyticsQuerySchema,
    response: analyticsSummarySchema,
  }),
  cohorts: endpoint({
    method: "GET",
    path: "/api/analytics/cohorts",
    access,
    query: cohortsQuerySchema,
    response: cohortsResponseSchema,
  }),
};
