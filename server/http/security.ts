/**
 * Cross-origin write refusal, security headers, and input no handler should ever see
 * (docs/operations.md#security-behaviour).
 */
import type { RequestHandler } from "express";
import helmet from "helmet";
import { ForbiddenError, NotFoundError, ValidationError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses cookie-authenticated writes from another origin (SameSite=Lax covers most; this covers the rest).
 * Non-browser clients send neither header and are judged by their session alone. Signed webhooks are answered
 * before it (server/app.ts).
 */
export const sameOriginWrites: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const fetchSite = req.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none")
    return next(new ForbiddenError("Cross-origin requests are not allowed"));
  const origin = req.get("origin");
  if (origin === "null") return next(new ForbiddenError("Cross-origin requests are not allowed"));
  if (origin) {
    // The whole origin must match: scheme, host and port (an https:// page may not write to an http:// site).
    let sent: string;
    let expected: string;
    try {
      sent = new URL(origin).origin;
      expected = new URL(`${req.protocol}://${req.host}`).origin;
    } catch {
      return next(new ForbiddenError("Cross-origin requests are not allowed"));
    }
    if (sent !== expected) return next(new ForbiddenError("Cross-origin requests are not allowed"));
  }
  next();
};

/** API answers are never stored by browsers or proxies: signed-in answers carry personal data. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader("Cache-Control", "no-store");
  next();
};

/** HSTS only on requests that came over HTTPS (directly or through a trusted proxy), in production. */
export function strictTransport(production: boolean): RequestHandler {
  return (req, res, next) => {
    if (production && req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}

/**
 * A path with a malformed percent-encoding (`/%ZZ`) or an encoded NUL byte (`/s/abc%00`) names nothing: 404,
 * before any router decodes it into a route parameter. PostgreSQL cannot hold a NUL in text, so a parameter
 * with one could only fail in the database; checked here once, it reaches no route of any module.
 */
export const malformedPath: RequestHandler = (req, _res, next) => {
  if (!namesNothing(req.path)) return next();
  next(new NotFoundError(req.path.startsWith("/api") ? "API route not found" : "Page not found"));
};

function namesNothing(path: string): boolean {
  try {
    return decodeURIComponent(path).includes("\u0000");
  } catch {
    return true;
  }
}

const MAX_JSON_DEPTH = 32;

/**
 * For express.json's `verify`: refuses JSON nested deeper than 32 levels before it is parsed (thousands of
 * levels would exhaust the stack in the parser or in validation). Counts brackets outside strings.
 */
export function verifyJsonDepth(_req: unknown, _res: unknown, buf: Buffer): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < buf.length; i++) {
    const c = buf[i];
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > MAX_JSON_DEPTH)
        throw new ValidationError(`The request is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`);
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
}

const NUL_MESSAGE = "Text must not contain NUL characters.";

function findNul(value: unknown, path: string[]): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path.join(".") : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findNul(value[i], [...path, String(i)]);
      if (hit !== null) return hit;
    }
  } else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      if (key.includes("\u0000")) return [...path, key].join(".");
      const hit = findNul(v, [...path, key]);
      if (hit !== null) return hit;
    }
  }
  return null;
}

/** A NUL byte in any text field (body or query) is a 400: PostgreSQL cannot store it in text. */
export const rejectNulBytes: RequestHandler = (req, _res, next) => {
  const where = findNul(req.body, []) ?? findNul(req.query, []);
  if (where !== null) return next(new ValidationError(NUL_MESSAGE, [{ path: where, message: NUL_MESSAGE }]));
  next();
};

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
    // Sent by strictTransport(), only on HTTPS requests.
    strictTransportSecurity: false,
  });
}
