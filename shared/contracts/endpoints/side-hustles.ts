/** The side hustles' endpoints: the list, one hustle, its bookmark and its start checklist (/api/side-hustles). */
import { endpoint } from "../endpoint";
import { answers } from "../answers";
import { idParamsSchema } from "../common";
import {
  bookmarkResponseSchema,
  checklistResponseSchema,
  checklistTickSchema,
  sideHustleDetailResponseSchema,
  sideHustlesQuerySchema,
  sideHustlesResponseSchema,
} from "../side-hustles";

const access = "side-hustles";

export const sideHustlesEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/side-hustles",
    access,
    query: sideHustlesQuerySchema,
    response: sideHustlesResponseSchema,
  }),
  item: endpoint({
    method: "GET",
    path: "/api/side-hustles/:id",
    access,
    params: idParamsSchema,
    response: sideHustleDetailResponseSchema,
  }),
  bookmark: endpoint({
    method: "POST",
    path: "/api/side-hustles/:id/bookmark",
    access,
    params: idParamsSchema,
    response: bookmarkResponseSchema,
  }),
  unbookmark: endpoint({
    method: "DELETE",
    path: "/api/side-hustles/:id/bookmark",
    access,
    params: idParamsSchema,
    status: 204,
    response: answers.empty,
  }),
  tick: endpoint({
    method: "PATCH",
    path: "/api/side-hustles/:id/checklist",
    access,
    params: idParamsSchema,
    body: checklistTickSchema,
    response: checklistResponseSchema,
  }),
};
