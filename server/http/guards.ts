/**
 * Route guards: the access gate of each action (server/http/access-policy.ts). Admin and Pro gates re-read the
 * user row: authorisation is never served from a cache.
 */
import type { RequestHandler } from "express";
import type { User } from "../../shared/schema";
import { ACCESS_POLICY, authorize, gateOf, type AccessGate, type Action } from "./access-policy";
import { AuthenticationError } from "./errors";
import type { UsersRepository } from "../users/users.repository";

export function createGuards(users: UsersRepository) {
  /** The gate of `action`: the session's user for signed-in actions, the fresh row for admin and Pro ones. */
  const gate = (action: Action): AccessGate => {
    const level = ACCESS_POLICY[action];
    const check: RequestHandler =
      level === "public"
        ? (_req, _res, next) => next()
        : level === "user"
          ? (req, _res, next) => next(req.user ? undefined : new AuthenticationError())
          : async (req, res, next) => {
              try {
                if (!req.user) throw new AuthenticationError();
                const user = await users.findById((req.user as User).id);
                authorize(user, action);
                req.user = user;
                res.locals.freshUser = true;
                next();
              } catch (err) {
                next(err);
              }
            };
    return gateOf(action, check);
  };
  return { gate };
}
export type Guards = ReturnType<typeof createGuards>;
