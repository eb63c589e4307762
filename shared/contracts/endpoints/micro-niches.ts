/** The micro niches' endpoints: the filtered list and one niche (/api/micro-niches). */
import { endpoint } from "../endpoint";
import { idParamsSchema } from "../common";
import { microNicheResponseSchema, microNichesQuerySchema, microNichesResponseSchema } from "../micro-niches";

const access = "micro-niches";

export const microNichesEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/micro-niches",
    access,
    query: microNichesQuerySchema,
    response: microNichesResponseSchema,
  }),
  item: endpoint({
    method: "GET",
    path: "/api/micro-niches/:id",
    access,
    params: idParamsSchema,
    response: microNicheResponseSchema,
  }),
};
