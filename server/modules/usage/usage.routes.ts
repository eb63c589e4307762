/** `GET /api/usage`: the signed-in user's free runs left per quota (the plan is read fresh, never from the cache). */
import { Router } from "express";
import type { AppContext } from "../../context";
import { AuthenticationError } from "../../http/errors";
import { currentUser, requireUser } from "../../http/guards";
import { usageFor } from "./usage.service";

/** Builds the usage router. */
export function createUsageRouter(ctx: AppContext): Router {
  const router = Router();
  router.get("/usage", requireUser, async (req, res) => {
    const user = await ctx.users.findById(currentUser(req).id);
    if (!user || !user.isActive) throw new AuthenticationError();
    res.json(await usageFor(ctx, user));
  });
  return router;
}
