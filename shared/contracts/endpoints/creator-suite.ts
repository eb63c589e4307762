/** The Creative Suite's library, Pro only (/api/creator/history); generating a piece is the registered tool's route. */
import { endpoint } from "../endpoint";
import { answers } from "../answers";
import { contentPieceParamsSchema, creatorHistoryResponseSchema } from "../creator-suite";

const access = "creator-suite";

export const creatorSuiteEndpoints = {
  history: endpoint({ method: "GET", path: "/api/creator/history", access, response: creatorHistoryResponseSchema }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/creator/history/:id",
    access,
    params: contentPieceParamsSchema,
    status: 204,
    response: answers.empty,
  }),
};
