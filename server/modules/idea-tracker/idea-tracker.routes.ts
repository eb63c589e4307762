/**
 * Business Idea Tracker: GET/POST /api/business-ideas, PATCH/DELETE /api/business-ideas/:id and
 * POST /api/business-ideas/:id/score; the evidence log GET/POST /api/business-ideas/:id/evidence, DELETE
 * /api/business-ideas/:id/evidence/:evidenceId and GET /api/business-ideas/:id/score-history. Owner only; another
 * user's id answers 404. GET /api/business-ideas/from-validation/:validationId finds the idea tracked from a quick
 * validation.
 */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { ideaTrackerEndpoints as ep } from "../../../shared/contracts/endpoints/idea-tracker";
import { createIdeaTrackerService } from "./idea-tracker.service";
import { refuseUnreadable } from "../../ai/understanding/gate";
import { acceptsAnyLanguage } from "../../ai/run-generator";

/** The idea's free text, read by the gate before it is kept or scored (docs/decisions/1434-one-understanding-layer-one-text-gate.md). */
const IDEA_TEXT = ["title", "description", "industry"];
import { presentTrackedIdea } from "./idea-tracker.presenter";

export function createIdeaTrackerRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const ideas = createIdeaTrackerService(ctx);

  routes.serve(ep.list, async ({ user }) => ({
    ideas: (await ideas.list(user.id)).map(presentTrackedIdea),
  }));

  routes.serve(ep.create, async ({ user, body }) => {
    refuseUnreadable(body, IDEA_TEXT, { anyLanguage: acceptsAnyLanguage(ctx) });
    return ideas.create(user, body);
  });

  // The validation report's link to the idea tracked from it (docs/decisions/1304-validation-tracked-as-an-idea.md).
  routes.serve(ep.fromValidation, async ({ user, params }) => {
    const row = await ideas.byValidation(user.id, params.validationId);
    return { idea: row ? presentTrackedIdea(row) : null };
  });

  routes.serve(ep.update, async ({ user, params, body }) => {
    refuseUnreadable(body, IDEA_TEXT, { anyLanguage: acceptsAnyLanguage(ctx) });
    return { idea: presentTrackedIdea(await ideas.update(user.id, params.id, body)) };
  });

  routes.serve(ep.remove, async ({ user, params }) => {
    await ideas.remove(user.id, params.id);
  });

  routes.serve(ep.score, async ({ user, params }) => ({
    idea: presentTrackedIdea(await ideas.score(user, params.id)),
  }));

  routes.serve(ep.evidence, async ({ user, params }) => ({ evidence: await ideas.listEvidence(user.id, params.id) }));

  routes.serve(ep.addEvidence, async ({ user, params, body }) => ({
    evidence: await ideas.addEvidence(user.id, params.id, body),
  }));

  routes.serve(ep.removeEvidence, async ({ user, params }) => {
    await ideas.removeEvidence(user.id, params.id, params.evidenceId);
  });

  routes.serve(ep.scoreHistory, async ({ user, params }) => ({ history: await ideas.history(user.id, params.id) }));

  return routes.router;
}
