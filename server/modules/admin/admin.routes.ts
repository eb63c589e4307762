/** /api/admin/*: admin only (the guard re-reads admin status from the database on every request). */
import { Router } from "express";
import { adminUpgradeSchema, adminUsersQuerySchema } from "../../../shared/contracts/admin";
import type { AppContext } from "../../context";
import { currentUser } from "../../http/guards";
import { input, validate } from "../../http/validate";
import { createAdminService } from "./admin.service";

export function createAdminRouter(ctx: AppContext): Router {
  const admin = createAdminService(ctx);
  const router = Router();
  router.use("/admin", ctx.guards.requireUser, ctx.guards.requireAdmin);

  router.get("/admin/stats", async (_req, res) => {
    res.json(await admin.stats());
  });

  router.get("/admin/users", validate({ query: adminUsersQuerySchema }), async (_req, res) => {
    const { query } = input(res, { query: adminUsersQuerySchema });
    res.json(await admin.listUsers(query));
  });

  router.post("/admin/upgrade-user", validate({ body: adminUpgradeSchema }), async (req, res) => {
    const { body } = input(res, { body: adminUpgradeSchema });
    res.json(await admin.changePlan(currentUser(req), body));
  });

  return router;
}
