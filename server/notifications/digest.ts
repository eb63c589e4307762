/**
 * The daily digest by mail (docs/decisions/1121-daily-digest.md): a job on the queue runs every few minutes;
 * each run finds the people who turned the digest on and whose local hour (in their time zone) is their digest
 * hour, claims the day with a row in `notification_digests` (primary key person + local day, `on conflict do
 * nothing`), and only the process whose claim was written sends the mail, after the claim committed. So two
 * processes, or a retried run, send one digest per person per day.
 */
import crypto from "node:crypto";
import type { Db } from "../db/client";
import { restockItems } from "../orders/restock";
import type { Logger } from "../logger";
import type { Mailer, MailMessage } from "../mail/mailer";
import { createDigestsRepository } from "./digests.repository";

export const DIGEST_JOB = "notifications.digest";
/** How often the digest job runs: a person's hour is seen at least once in every window. */
export const DIGEST_EVERY_SECONDS = 10 * 60;
/** The most lines one digest lists of each part. */
const DIGEST_LINES = 20;

/** The local calendar day ("2026-11-26") and hour of `at` in `timeZone`. */
export function localDayAndHour(at: Date, timeZone: string): { day: string; hour: number } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { day: `${get("year")}-${get("month")}-${get("day")}`, hour: Number(get("hour")) % 24 };
}

/** The unsubscribe token: the person's id and an HMAC of it with the server's secret (no expiry, no sign-in). */
export function unsubscribeToken(secret: string, userId: number): string {
  const mac = crypto.createHmac("sha256", secret).update(`digest-unsubscribe:${userId}`).digest("base64url");
  return `${userId}.${mac}`;
}

/** The person a token names, or null when it was not signed with `secret`. */
export function readUnsubscribeToken(secret: string, token: string): number | null {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const expected = Buffer.from(unsubscribeToken(secret, userId));
  const given = Buffer.from(token);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? userId : null;
}

export type DigestDeps = { db: Db; mail: Mailer; logger: Logger; appUrl: string; secret: string };

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

function digestMail(
  to: string,
  firstName: string | null,
  lines: { unread: { title: string; body: string }[]; low: { name: string; quantity: number }[] },
  appUrl: string,
  unsubscribe: string,
): MailMessage {
  const greeting = `Hi ${firstName || "there"},`;
  const text = [
    greeting,
    "",
    "Here is what needs your attention in HustleForge today.",
    ...(lines.low.length
      ? ["", "Low or out of stock:", ...lines.low.map((l) => `- ${l.name}: ${l.quantity.toLocaleString("en-US")} left`)]
      : []),
    ...(lines.unread.length
      ? ["", "Unread notifications:", ...lines.unread.map((n) => `- ${n.title}${n.body ? `: ${n.body}` : ""}`)]
      : []),
    "",
    `Open HustleForge: ${appUrl}/notifications`,
    "",
    `Stop these daily emails (one click, no sign-in): ${unsubscribe}`,
    "",
  ].join("\n");
  const list = (title: string, items: string[]) =>
    items.length
      ? `<h2 style="font-size:16px">${escape(title)}</h2><ul>${items.map((i) => `<li>${escape(i)}</li>`).join("")}</ul>`
      : "";
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>${escape(greeting)}</p><p>Here is what needs your attention in HustleForge today.</p>
${list(
  "Low or out of stock",
  lines.low.map((l) => `${l.name}: ${l.quantity.toLocaleString("en-US")} left`),
)}
${list(
  "Unread notifications",
  lines.unread.map((n) => (n.body ? `${n.title}: ${n.body}` : n.title)),
)}
<p><a href="${escape(`${appUrl}/notifications`)}">Open HustleForge</a></p>
<p style="color:#475569;font-size:13px"><a href="${escape(unsubscribe)}">Stop these daily emails</a> (one click, no sign-in).</p>
</body></html>`;
  return { to, subject: "Your HustleForge daily digest", text, html };
}

/** One run of the digest job at `now`: returns how many digests this run sent. */
export async function runDigests(deps: DigestDeps, now: Date): Promise<number> {
  const { db } = deps;
  const digests = createDigestsRepository(db);
  const people = await digests.people();
  let sent = 0;
  for (const person of people) {
    const local = localDayAndHour(now, person.timeZone);
    if (local.hour !== person.hour) continue;
    const since = new Date(now.getTime() - 24 * 3600_000);
    const [unread, low] = await Promise.all([
      digests.unread(person.userId, since, now, DIGEST_LINES),
      // The one restock rule (docs/decisions/1462-one-restock-rule.md), as the tile and the reorder list read it.
      restockItems(db, person.userId, now).then((items) =>
        items.slice(0, DIGEST_LINES).map(({ item }) => ({ name: item.productName, quantity: item.quantity })),
      ),
    ]);
    // Nothing needs action: no mail, and the day stays unclaimed.
    if (!unread.length && !low.length) continue;
    if (!(await digests.claim(person.userId, local.day))) continue;
    const link = `${deps.appUrl}/api/notifications/unsubscribe?token=${unsubscribeToken(deps.secret, person.userId)}`;
    try {
      await deps.mail.send(digestMail(person.email, person.firstName, { unread, low }, deps.appUrl, link));
    } catch (err) {
      // Give the day back so the next run within the hour tries again; the others still get theirs.
      deps.logger.warn({ err, userId: person.userId }, "daily digest not sent");
      await digests.release(person.userId, local.day);
      continue;
    }
    await digests.markSent(person.userId, local.day);
    sent++;
  }
  if (sent) deps.logger.info({ sent }, "daily digests sent");
  return sent;
}
