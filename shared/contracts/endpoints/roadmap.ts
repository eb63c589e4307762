/**
 * The launch roadmap's progress endpoints (/api/roadmaps); generating a roadmap is the registered tool's route
 * (POST /api/generate-personalized-roadmap, in the generations area).
 */
import { endpoint } from "../endpoint";
import {
  currentRoadmapResponseSchema,
  roadmapParamsSchema,
  roadmapResponseSchema,
  roadmapStepParamsSchema,
  stepUpdateResponseSchema,
  stepUpdateSchema,
} from "../roadmap";

const access = "launch-roadmap";

export const roadmapEndpoints = {
  current: endpoint({ method: "GET", path: "/api/roadmaps/current", access, response: currentRoadmapResponseSchema }),
  setStep: endpoint({
    method: "PATCH",
    path: "/api/roadmaps/:id/steps/:stepId",
    access,
    params: roadmapStepParamsSchema,
    body: stepUpdateSchema,
    response: stepUpdateResponseSchema,
  }),
  claim: endpoint({
    method: "POST",
    path: "/api/roadmaps/:id/claim",
    access,
    params: roadmapParamsSchema,
    response: roadmapResponseSchema,
  }),
};
