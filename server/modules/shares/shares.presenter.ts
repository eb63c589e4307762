/** A share row as the API presents it, with its public address. */
import type { Share as ShareRow } from "../../../shared/schema";
import type { Share, ShareKind } from "../../../shared/contracts/shares";

export function isActive(row: Pick<ShareRow, "revokedAt" | "expiresAt">, now = new Date()): boolean {
  return !row.revokedAt && row.expiresAt.getTime() > now.getTime();
}

export function presentShare(row: ShareRow, title: string, origin: string): Share {
  return {
    token: row.token,
    url: `${origin}/s/${row.token}`,
    kind: row.kind as ShareKind,
    targetId: row.targetId,
    title,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    active: isActive(row),
  };
}
