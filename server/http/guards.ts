/** Route guards. requireAdmin and requirePro re-read the user row: authorisation is never served from a cache. */
import type { RequestHandler, Response } from "express";
import type { User } from "../../shared/schema";
import { effectivePlan } from "../../shared/domain/plans";
import { AuthenticationError, ForbiddenError, ProRequiredError } from "./errors";
import type { UsersRepository } from "../modules/users/users.repository";

export const requireUser: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new AuthenticationError());
  next();
};

export function createGuards(users: UsersRepository) {
  const fresh = async (req: Parameters<RequestHandler>[0], res: Response) => {
    if (!req.user) throw new AuthenticationError();
    const user = await users.findById((req.user as User).id);
    if (!user || !user.isActive) throw new AuthenticationError();
    req.user = user;
    res.locals.freshUser = true;
    return user;
  };
  const requireAdmin: RequestHandler = async (req, res, next) => {
    try {
      const user = await fresh(req, res);
      if (!user.isAdmin) throw new ForbiddenError("Admin access required");
      next();
    } catch (err) {
      next(err);
    }
  };
  const requirePro: RequestHandler = async (req, res, next) => {
    try {
      const user = await fresh(req, res);
      if (effectivePlan(user) !== "pro") throw new ProRequiredError();
      next();
    } catch (err) {
      next(err);
    }
  };
  return { requireUser, requireAdmin, requirePro };
}
export type Guards = ReturnType<typeof createGuards>;
