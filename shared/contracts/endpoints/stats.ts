/** The product's own figures, public (docs/decisions/1440-figures-are-counted.md). */
import { endpoint } from "../endpoint";
import { publicStatsSchema } from "../stats";

export const statsEndpoints = {
  public: endpoint({ method: "GET", path: "/api/stats", access: "public", response: publicStatsSchema }),
};
