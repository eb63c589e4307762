/**
 * Session rows written straight into the database, for tests that start a request from a session state a route
 * made earlier (or an older version of the code made): a new row with a new id and the signed cookie a browser
 * would hold for it. A new id is never in a process's session cache, so every app instance reads the row.
 */
import crypto from "node:crypto";
import type { TestApp } from "./test-app";
import type { HttpClient } from "./http-client";

const COOKIE = "hf.sid";

/** The session id behind a client's cookie (express-session's `s:<sid>.<signature>`). */
function sessionIdOf(client: HttpClient): string | undefined {
  const value = client.cookies.get(COOKIE);
  return value ? decodeURIComponent(value).slice(2).split(".")[0] : undefined;
}

/** The session JSON behind a client's cookie, as its row holds it. */
export async function sessionOf(app: TestApp, client: HttpClient): Promise<Record<string, unknown> | undefined> {
  const sid = sessionIdOf(client);
  if (!sid) return undefined;
  const row = await app.database.pool.query<{ sess: Record<string, unknown> }>(
    "select sess from session where sid = $1",
    [sid],
  );
  return row.rows[0]?.sess;
}

/** A new row holding `sess`, and a client whose cookie opens it (signed with the app's SESSION_SECRET). */
export async function plantSession(app: TestApp, sess: Record<string, unknown>): Promise<HttpClient> {
  const sid = crypto.randomBytes(24).toString("base64url");
  const secret = app.env.SESSION_SECRET ?? "";
  const signature = crypto.createHmac("sha256", secret).update(sid).digest("base64").replace(/=+$/, "");
  const expire = new Date(Date.now() + 60 * 60 * 1000);
  const cookie = {
    originalMaxAge: 3_600_000,
    expires: expire.toISOString(),
    httpOnly: true,
    path: "/",
    sameSite: "lax",
  };
  await app.database.pool.query("insert into session (sid, sess, expire) values ($1, $2, $3)", [
    sid,
    JSON.stringify({ ...sess, cookie }),
    expire,
  ]);
  const client = app.client();
  client.cookies.set(COOKIE, encodeURIComponent(`s:${sid}.${signature}`));
  return client;
}
