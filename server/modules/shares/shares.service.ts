/**
 * Share links: created by the owner of a result (another user's id is a 404), listed, revoked and renewed by
 * their owner; read by anyone holding a live token. A revoked or expired link, or one whose result was
 * deleted, answers 404 'This link is no longer available'.
 */
import { randomBytes } from "node:crypto";
import type { AppContext } from "../../context";
import {
  NO_LONGER_AVAILABLE,
  SHARE_DAYS,
  type PublicShareResponse,
  type Share,
  type ShareKind,
} from "../../../shared/contracts/shares";
import { NotFoundError } from "../../http/errors";
import { createDocumentsService } from "./documents.service";
import { createSharesRepository } from "./shares.repository";
import { isActive, presentShare } from "./shares.presenter";

const DAY_MS = 24 * 60 * 60 * 1000;
const expiryFrom = (now: Date) => new Date(now.getTime() + SHARE_DAYS * DAY_MS);

/** 32 random bytes, base64url: 43 characters nobody can guess. */
export const newShareToken = (): string => randomBytes(32).toString("base64url");

export function createSharesService(ctx: AppContext, origin: string) {
  const repo = createSharesRepository(ctx.db);
  const documents = createDocumentsService(ctx);
  const notFound = () => new NotFoundError("Share link not found");

  /** The title of a link's result, or a neutral one when the result is gone. */
  const titleOf = async (userId: number, kind: ShareKind, id: number) => {
    try {
      return (await documents.load(userId, kind, id)).title;
    } catch {
      return "Deleted result";
    }
  };

  return {
    async create(userId: number, kind: ShareKind, id: number): Promise<Share> {
      const document = await documents.load(userId, kind, id);
      const now = new Date();
      const row = await repo.insert({ token: newShareToken(), userId, kind, targetId: id, expiresAt: expiryFrom(now) });
      return presentShare(row, document.title, origin);
    },

    async list(userId: number, filter: { kind?: ShareKind; id?: number }): Promise<Share[]> {
      const rows = (await repo.listForUser(userId)).filter(
        (r) => (!filter.kind || r.kind === filter.kind) && (!filter.id || r.targetId === filter.id),
      );
      return Promise.all(
        rows.map(async (r) => presentShare(r, await titleOf(userId, r.kind as ShareKind, r.targetId), origin)),
      );
    },

    async revoke(userId: number, token: string): Promise<void> {
      if (!(await repo.revoke(userId, token, new Date()))) throw notFound();
    },

    async renew(userId: number, token: string): Promise<Share> {
      const row = await repo.renew(userId, token, expiryFrom(new Date()));
      if (!row) throw notFound();
      return presentShare(row, await titleOf(userId, row.kind as ShareKind, row.targetId), origin);
    },

    /** The live link's result for anyone; 404 'This link is no longer available' otherwise. */
    async read(token: string): Promise<PublicShareResponse> {
      const gone = () => new NotFoundError(NO_LONGER_AVAILABLE);
      const row = token ? await repo.findByToken(token) : undefined;
      if (!row || !isActive(row)) throw gone();
      try {
        const document = await documents.load(row.userId, row.kind as ShareKind, row.targetId);
        return { document, sharedAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString() };
      } catch (err) {
        if (err instanceof NotFoundError) throw gone();
        throw err;
      }
    },
  };
}
