/**
 * The auth endpoints (/api/auth/*): sign-up, sign-in and its second step, sign-out, the current user, plan selection
 * and the provider sign-ins. The sign-in screen imports this file: it must stay light (only the auth schemas).
 */
import { endpoint } from "../endpoint";
import { answers } from "../answers";
import { loginResponseSchema, twoFactorCodeSchema } from "../account";
import { loginSchema, publicUserSchema, signupSchema, updatePlanSchema } from "../auth";
import { okResponseSchema } from "../common";

export const authEndpoints = {
  /** The signed-in person (401 when nobody is). */
  user: endpoint({ method: "GET", path: "/api/auth/user", access: "signed-in", response: publicUserSchema }),
  signup: endpoint({
    method: "POST",
    path: "/api/auth/signup",
    access: "public",
    body: signupSchema,
    status: 201,
    response: publicUserSchema,
  }),
  /** The user, or `{ twoFactorRequired: true }` when the account asks for a code next. */
  login: endpoint({
    method: "POST",
    path: "/api/auth/login",
    access: "public",
    body: loginSchema,
    response: loginResponseSchema,
  }),
  /** Sign-in's second step: a code from the app or a recovery code. */
  twoFactor: endpoint({
    method: "POST",
    path: "/api/auth/2fa",
    access: "public",
    body: twoFactorCodeSchema,
    response: publicUserSchema,
  }),
  logout: endpoint({ method: "POST", path: "/api/auth/logout", access: "public", response: okResponseSchema }),
  updatePlan: endpoint({
    method: "POST",
    path: "/api/auth/update-plan",
    access: "signed-in",
    body: updatePlanSchema,
    response: publicUserSchema,
  }),
  /** After a checkout 401 the client navigates here: back to the sign-in screen. */
  signInPage: endpoint({ method: "GET", path: "/api/login", access: "public", response: answers.redirect }),
  /** The provider sign-ins: each start redirects to the provider, each callback back into the app. */
  googleStart: endpoint({ method: "GET", path: "/api/auth/google", access: "public", response: answers.redirect }),
  googleCallback: endpoint({
    method: "GET",
    path: "/api/auth/google/callback",
    access: "public",
    response: answers.redirect,
  }),
  discordStart: endpoint({
    method: "GET",
    path: "/api/auth/discord/login",
    access: "public",
    response: answers.redirect,
  }),
  discordCallback: endpoint({
    method: "GET",
    path: "/api/auth/discord/callback",
    access: "public",
    response: answers.redirect,
  }),
};
