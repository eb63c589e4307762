/** Hustle challenges, each person's own progress: the list, one challenge, joining, ticking a step (/api/challenges). */
import { endpoint } from "../endpoint";
import {
  challengeListResponseSchema,
  challengeParamsSchema,
  challengeResponseSchema,
  challengeStepParamsSchema,
  challengeStepResponseSchema,
  challengeStepUpdateSchema,
} from "../challenges";

const access = "hustle-challenges";

export const challengesEndpoints = {
  list: endpoint({ method: "GET", path: "/api/challenges", access, response: challengeListResponseSchema }),
  item: endpoint({
    method: "GET",
    path: "/api/challenges/:id",
    access,
    params: challengeParamsSchema,
    response: challengeResponseSchema,
  }),
  join: endpoint({
    method: "POST",
    path: "/api/challenges/:id/join",
    access,
    params: challengeParamsSchema,
    response: challengeResponseSchema,
  }),
  tickStep: endpoint({
    method: "PATCH",
    path: "/api/challenges/:id/steps/:stepId",
    access,
    params: challengeStepParamsSchema,
    body: challengeStepUpdateSchema,
    response: challengeStepResponseSchema,
  }),
};
