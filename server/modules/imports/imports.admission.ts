/**
 * Uploads to /api/imports are let in before their body is read (docs/decisions/1045-fair-imports.md): a person has
 * at most 2 files being received and read at once in this process (a dry run or an import), and an import is
 * refused at once when the person already has as many imports waiting or running as they may, so a burst of 20 MB
 * uploads is answered without holding their bytes. The limits that hold across processes are checked again when
 * the import is created (imports.limits.ts).
 */
import type { RequestHandler } from "express";
import type { Db } from "../../db/client";
import { RateLimitError } from "../../http/errors";
import type { User } from "../../../shared/schema";
import { waitingImports } from "./import-queue.repository";
import { IMPORTS_AT_ONCE, tooManyImports } from "./imports.limits";

/** Files of one person received and read at once in one process. */
const UPLOADS_AT_ONCE = 2;

export function admitUploads(db: Db): RequestHandler {
  /** Per person: uploads being received and read here. */
  const inFlight = new Map<number, number>();

  return (req, res, next) => {
    const userId = (req.user as User).id;
    const dryRun = req.query.dryRun === "true";
    // The body is read and dropped, so the answer reaches a client that is still sending (as multer does).
    const refuse = (err: Error) => {
      req.resume();
      next(err);
    };
    const reading = inFlight.get(userId) ?? 0;
    if (reading >= UPLOADS_AT_ONCE)
      return refuse(
        new RateLimitError(
          `${UPLOADS_AT_ONCE} of your files are still being uploaded and read: send the next one when they are done.`,
        ),
      );
    // Taken at once (before any await), so two requests of the same moment cannot both take the last place.
    inFlight.set(userId, reading + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (inFlight.get(userId) ?? 1) - 1;
      if (left > 0) inFlight.set(userId, left);
      else inFlight.delete(userId);
    };
    res.once("close", release);
    if (dryRun) return next();
    // Counted before the bytes arrive (the count that holds is taken again when the import is created).
    waitingImports(db, userId).then(
      (held) => {
        if (held.waiting + held.running < IMPORTS_AT_ONCE) return next();
        release();
        refuse(tooManyImports(held));
      },
      (err: unknown) => {
        release();
        next(err);
      },
    );
  };
}
