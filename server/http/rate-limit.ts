/** Rate limits (express-rate-limit): per address and per account for sign-in, per address for sign-up. */
import type { RequestHandler } from "express";
import { rateLimit, ipKeyGenerator } from "express-rate-limit";
import { RateLimitError } from "./errors";

export type RateLimits = {
  loginPerIp: number;
  loginPerAccount: number;
  signupPerIp: number;
  aiPerMinute: number;
  windowMs: number;
  /** Account mail (forgot-password, resend-verification): per address an hour, per account a window. */
  accountMailPerIp: number;
  accountMailPerAccount: number;
};

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerIp: 30,
  loginPerAccount: 8,
  signupPerIp: 20,
  aiPerMinute: 30,
  windowMs: 15 * 60 * 1000,
  accountMailPerIp: 20,
  accountMailPerAccount: 3,
};

function limiter(opts: { limit: number; windowMs: number; message: string; key?: (req: Parameters<RequestHandler>[0]) => string; skipSuccessfulRequests?: boolean }): RequestHandler {
  return rateLimit({
    windowMs: opts.windowMs,
    limit: opts.limit,
    standardHeaders: "draft-7",
    legacyHeaders: false,
    skipSuccessfulRequests: opts.skipSuccessfulRequests ?? false,
    keyGenerator: opts.key ?? ((req) => ipKeyGenerator(req.ip ?? "")),
    handler: (_req, _res, next) => next(new RateLimitError(opts.message)),
  });
}

export function createRateLimiters(limits: RateLimits, disabled = false) {
  const pass: RequestHandler = (_req, _res, next) => next();
  if (disabled)
    return { loginByIp: pass, loginByAccount: pass, signupByIp: pass, ai: pass, accountMailByIp: pass, forgotPasswordByAccount: pass, resendVerificationByAccount: pass };
  const tooManyMails = "Too many emails requested. Please wait 15 minutes and try again.";
  const tooMany = "Too many sign-in attempts. Please wait 15 minutes and try again.";
  return {
    loginByIp: limiter({ limit: limits.loginPerIp, windowMs: limits.windowMs, message: tooMany, skipSuccessfulRequests: true }),
    loginByAccount: limiter({
      limit: limits.loginPerAccount,
      windowMs: limits.windowMs,
      message: tooMany,
      skipSuccessfulRequests: true,
      key: (req) => `acct:${String(req.body?.emailOrUsername ?? "").trim().toLowerCase()}`,
    }),
    signupByIp: limiter({ limit: limits.signupPerIp, windowMs: 60 * 60 * 1000, message: "Too many accounts created from this address. Please try again later." }),
    ai: limiter({
      limit: limits.aiPerMinute,
      windowMs: 60 * 1000,
      message: "You're generating too fast. Please wait a minute and try again.",
      key: (req) => `ai:${(req.user as { id?: number } | undefined)?.id ?? ipKeyGenerator(req.ip ?? "")}`,
    }),
    accountMailByIp: limiter({ limit: limits.accountMailPerIp, windowMs: 60 * 60 * 1000, message: "Too many emails requested from this address. Please try again later." }),
    // Keyed on the address typed, whether or not an account has it, so the limit says nothing about accounts.
    forgotPasswordByAccount: limiter({
      limit: limits.accountMailPerAccount,
      windowMs: limits.windowMs,
      message: tooManyMails,
      key: (req) => `forgot:${String(req.body?.email ?? "").trim().toLowerCase()}`,
    }),
    resendVerificationByAccount: limiter({
      limit: limits.accountMailPerAccount,
      windowMs: limits.windowMs,
      message: tooManyMails,
      key: (req) => `verify:${(req.user as { id?: number } | undefined)?.id ?? ipKeyGenerator(req.ip ?? "")}`,
    }),
  };
}
export type RateLimiters = ReturnType<typeof createRateLimiters>;
