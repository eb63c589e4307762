/**
 * Route guards: the access gate of each action (server/http/access-policy.ts). Admin and Pro gates use a user row
 * read from the database during this request: authorisation is never served from a cache.
 */
import type { RequestHandler } from "express";
import type { User } from "../../shared/schema";
import { ACCESS_POLICY, authorize, gateOf, type AccessGate, type Action } from "./access-policy";
import { AuthenticationError } from "./errors";
import { isFreshRow, type UsersRepository } from "../users/users.repository";

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
                const sessionUser = req.user as User;
                // A row this request has just read from the database is as fresh as a second read.
                const user = isFreshRow(sessionUser) ? sessionUser : await users.findById(sessionUser.id);
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
