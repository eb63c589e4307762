/**
 * Deleting an account that has no password (signed up with Google or Discord), against the fake OAuth provider
 * (docs/guide/your-data.md, docs/decisions/1204-one-fresh-provider-sign-in.md): the proof is a provider sign-in of
 * the last 10 minutes (the app's clock, fixed here), the same stamp the settings read; after the grace period the
 * job leaves no row of the person.
 */
import { describe, expect, it } from "vitest";
import { googleProfile, throughProvider, useOAuthTestApp } from "../support/oauth-app";
import { uniqueSuffix } from "../support/factories";
import type { HttpClient } from "../support/http-client";
import { waitFor } from "../support/wait";
import { userColumns } from "./account-data-support";

const oauth = useOAuthTestApp();

const MINUTE = 60 * 1000;
let clockAt = Date.now();
const setClock = (at: number) => {
  clockAt = at;
  oauth.app.ctx.services.clock = () => new Date(clockAt);
};

/** What the person types to confirm: their username, or their email when the account has none. */
async function confirmWord(c: HttpClient): Promise<{ id: number; confirm: string }> {
  const me = (await c.get("/api/auth/user")).body as { id: number; username: string | null; email: string };
  return { id: me.id, confirm: me.username ?? me.email };
}

const rowCount = async (table: string, column: string, id: number) =>
  Number(
    (await oauth.app.database.pool.query(`select count(*) as n from ${table} where ${column} = $1`, [id])).rows[0].n,
  );

describe("deleting an account without a password", () => {
  it("is refused when the provider sign-in is older than 10 minutes, and nothing changes", async () => {
    const t0 = Date.now();
    setClock(t0);
    try {
      const c = oauth.app.client();
      expect((await throughProvider(oauth.fake, c, "google", googleProfile())).headers.get("location")).toBe("/");
      const { id, confirm } = await confirmWord(c);
      setClock(t0 + 11 * MINUTE);
      const res = await c.post("/api/account/delete", { confirm });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([
        { path: "password", message: "Sign in with Google or Discord again, then confirm within 10 minutes." },
      ]);
      // The settings read the same stamp: it is stale there too.
      expect((await c.get("/api/account/security")).body.freshProvider).toBe(false);
      expect((await c.get("/api/auth/user")).status).toBe(200);
      expect(await rowCount("account_deletions", "user_id", id)).toBe(0);
    } finally {
      oauth.app.ctx.services.clock = undefined;
    }
  });

  it("is accepted within 10 minutes of a provider sign-in, and after the grace period the account is gone", async () => {
    const t0 = Date.now();
    setClock(t0);
    try {
      const discord = {
        id: `d-${uniqueSuffix()}`,
        username: "leaver",
        email: `l-${uniqueSuffix()}@d.test`,
        verified: true,
      };
      const c = oauth.app.client();
      expect((await throughProvider(oauth.fake, c, "discord", discord)).headers.get("location")).toBe("/");
      const { id, confirm } = await confirmWord(c);
      // A stale sign-in first, then a fresh one in the same browser: the fresh one is what counts.
      setClock(t0 + 30 * MINUTE);
      expect((await c.post("/api/account/delete", { confirm })).status).toBe(400);
      expect((await throughProvider(oauth.fake, c, "discord", discord)).headers.get("location")).toBe("/");
      setClock(t0 + 39 * MINUTE);
      const asked = await c.post("/api/account/delete", { confirm });
      expect(asked.status).toBe(200);
      expect(asked.body.pending).toBe(true);
      const deleteAfter = new Date(asked.body.deleteAfter).getTime();
      expect(deleteAfter).toBe(t0 + 39 * MINUTE + 7 * 24 * 60 * MINUTE);
      expect((await c.get("/api/auth/user")).status).toBe(401);
      // Signing in with Discord meanwhile lands on the pending deletion, not in the oauth.app.
      const again = oauth.app.client();
      expect((await throughProvider(oauth.fake, again, "discord", discord)).headers.get("location")).toBe(
        "/account-deletion",
      );
      expect((await again.get("/api/account/delete")).body).toMatchObject({ pending: true });

      // Before its day the job changes nothing; on its day it deletes every row of the person.
      setClock(deleteAfter - MINUTE);
      await oauth.app.ctx.jobs.send("account-deletion", { userId: id });
      await new Promise((r) => setTimeout(r, 1_000));
      expect(await rowCount("users", "id", id)).toBe(1);
      setClock(deleteAfter + 1_000);
      await oauth.app.ctx.jobs.send("account-deletion", { userId: id });
      expect(
        await waitFor(
          () => rowCount("users", "id", id),
          (n) => n === 0,
          { ms: 20_000, everyMs: 100 },
        ),
      ).toBe(0);
      const left: string[] = [];
      for (const col of await userColumns(oauth.app.database.pool))
        if (await rowCount(col.table, col.column, id)) left.push(`${col.table}.${col.column}`);
      expect(left, "tables still holding the deleted person's rows").toEqual([]);
      // The same Discord account now signs up afresh: a new account, not the deleted one.
      const fresh = oauth.app.client();
      expect((await throughProvider(oauth.fake, fresh, "discord", discord)).headers.get("location")).toBe("/");
      expect((await fresh.get("/api/auth/user")).body.id).not.toBe(id);
    } finally {
      oauth.app.ctx.services.clock = undefined;
    }
  }, 60_000);
});
