/**
 * The business idea tracker's endpoints: tracked ideas, their scores and evidence log, and the idea tracked from a
 * quick validation (/api/business-ideas).
 */
import { endpoint } from "../endpoint";
import { answers } from "../answers";
import {
  createTrackedIdeaSchema,
  trackedIdeaListResponseSchema,
  trackedIdeaParamsSchema,
  trackedIdeaResponseSchema,
  updateTrackedIdeaSchema,
  validationIdeaParamsSchema,
  validationIdeaResponseSchema,
} from "../idea-tracker";
import {
  createEvidenceSchema,
  evidenceListResponseSchema,
  evidenceParamsSchema,
  evidenceResponseSchema,
  scoreHistoryResponseSchema,
} from "../idea-evidence";

const access = "idea-tracker";

export const ideaTrackerEndpoints = {
  list: endpoint({ method: "GET", path: "/api/business-ideas", access, response: trackedIdeaListResponseSchema }),
  create: endpoint({
    method: "POST",
    path: "/api/business-ideas",
    access,
    body: createTrackedIdeaSchema,
    status: 201,
    response: trackedIdeaResponseSchema,
  }),
  /** The idea tracked from a quick validation, or null (docs/decisions/1304-validation-tracked-as-an-idea.md). */
  fromValidation: endpoint({
    method: "GET",
    path: "/api/business-ideas/from-validation/:validationId",
    access,
    params: validationIdeaParamsSchema,
    response: validationIdeaResponseSchema,
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/business-ideas/:id",
    access,
    params: trackedIdeaParamsSchema,
    body: updateTrackedIdeaSchema,
    response: trackedIdeaResponseSchema,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/business-ideas/:id",
    access,
    params: trackedIdeaParamsSchema,
    status: 204,
    response: answers.empty,
  }),
  score: endpoint({
    method: "POST",
    path: "/api/business-ideas/:id/score",
    access,
    params: trackedIdeaParamsSchema,
    response: trackedIdeaResponseSchema,
  }),
  evidence: endpoint({
    method: "GET",
    path: "/api/business-ideas/:id/evidence",
    access,
    params: trackedIdeaParamsSchema,
    response: evidenceListResponseSchema,
  }),
  addEvidence: endpoint({
    method: "POST",
    path: "/api/business-ideas/:id/evidence",
    access,
    params: trackedIdeaParamsSchema,
    body: createEvidenceSchema,
    status: 201,
    response: evidenceResponseSchema,
  }),
  removeEvidence: endpoint({
    method: "DELETE",
    path: "/api/business-ideas/:id/evidence/:evidenceId",
    access,
    params: evidenceParamsSchema,
    status: 204,
    response: answers.empty,
  }),
  scoreHistory: endpoint({
    method: "GET",
    path: "/api/business-ideas/:id/score-history",
    access,
    params: trackedIdeaParamsSchema,
    response: scoreHistoryResponseSchema,
  }),
};
