/**
 * Request ids and request logging. Lighter than pino-http on the hot path: no child logger per request;
 * a line is written when a request ends with an error status, or for every /api request at debug level.
 */
import crypto from "node:crypto";
import type { RequestHandler } from "express";
import type { Logger } from "../logger";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      id?: string;
      log?: Logger;
    }
  }
}

/**
 * Path segments that are secrets themselves: a share link's token opens the shared result to anyone who has
 * it (`/s/:token`, `/api/public/shares/:token`, `/api/shares/:token`, `/api/shares/:token/renew`). Routing
 * ignores case and a trailing slash, so the pattern does too; repeated slashes are matched as well.
 */
const SECRET_SEGMENT = /^(\/+(?:api\/+(?:public\/+)?shares|s))\/+[^/]+/i;

/** The path as logged: no query string (reset and verification tokens travel there), no secret segment. */
function loggedPath(originalUrl: string): string {
  return originalUrl.split("?")[0].replace(SECRET_SEGMENT, "$1/[redacted]");
}

export function requestLog(logger: Logger): RequestHandler {
  const debug = logger.isLevelEnabled("debug");
  return (req, res, next) => {
    const id = crypto.randomUUID();
    req.id = id;
    req.log = logger;
    res.setHeader("X-Request-Id", id);
    if (debug || req.path.startsWith("/api")) {
      const start = process.hrtime.bigint();
      res.on("finish", () => {
        const status = res.statusCode;
        if (status < 400 && !debug) return;
        const ms = Number(process.hrtime.bigint() - start) / 1e6;
        const line = {
          reqId: id,
          method: req.method,
          url: loggedPath(req.originalUrl),
          status,
          ms: Math.round(ms * 10) / 10,
        };
        if (status >= 500 && !res.locals.expectedFailure) logger.error(line, "request failed");
        else if (status >= 400) logger.info(line, "request refused");
        else logger.debug(line, "request");
      });
    }
    next();
  };
}
