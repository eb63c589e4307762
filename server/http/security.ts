/** Cross-origin write refusal, security headers. */
import type { RequestHandler } from "express";
import helmet from "helmet";
import { ForbiddenError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses cookie-authenticated writes from another origin (SameSite=Lax covers most; this covers the rest).
 * Non-browser clients send neither header and are judged by their session alone.
 */
export function sameOriginWrites(exemptPaths: string[] = []): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method) || exemptPaths.includes(req.path)) return next();
    const fetchSite = req.get("sec-fetch-site");
    if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none")
      return next(new ForbiddenError("Cross-origin requests are not allowed"));
    const origin = req.get("origin");
    if (origin && origin !== "null") {
      let host: string;
      try {
        host = new URL(origin).host;
      } catch {
        return next(new ForbiddenError("Cross-origin requests are not allowed"));
      }
      const expected = req.get("x-forwarded-host") && req.app.get("trust proxy") ? req.get("x-forwarded-host") : req.get("host");
      if (host !== expected) return next(new ForbiddenError("Cross-origin requests are not allowed"));
    } else if (origin === "null") return next(new ForbiddenError("Cross-origin requests are not allowed"));
    next();
  };
}

/** Helmet with a CSP the built app runs under (Stripe's script and frames allowed). Off in dev for HMR. */
export function securityHeaders(production: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: production
      ? {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", "https://js.stripe.com"],
            frameSrc: ["'self'", "https://js.stripe.com", "https://hooks.stripe.com"],
            connectSrc: ["'self'", "https://api.stripe.com"],
            imgSrc: ["'self'", "data:", "https:"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            fontSrc: ["'self'", "data:"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            upgradeInsecureRequests: null,
          },
        }
      : false,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: production,
  });
}
