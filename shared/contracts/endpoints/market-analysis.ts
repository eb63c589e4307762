/** Stored market analyses (creating one is the market-analysis generator, shared/contracts/endpoints/generations.ts). */
import { endpoint } from "../endpoint";
import { idParamsSchema } from "../common";
import { marketAnalysisListResponseSchema, marketAnalysisResponseSchema } from "../market-analysis";

const access = "market-analysis";

export const marketAnalysisEndpoints = {
  /** The person's own analyses, newest first. */
  list: endpoint({ method: "GET", path: "/api/market-analysis", access, response: marketAnalysisListResponseSchema }),
  /** One analysis (another person's id answers 404). */
  item: endpoint({
    method: "GET",
    path: "/api/market-analysis/:id",
    access,
    params: idParamsSchema,
    response: marketAnalysisResponseSchema,
  }),
};
