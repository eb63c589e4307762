/** Drizzle queries of the partnership finder; people are named from their user row (first name + last initial). */
import { and, count, desc, eq, gte, inArray, or, sql } from "drizzle-orm";
import {
  partnershipApplications,
  partnershipConnections,
  partnershipProfiles,
  partnershipRequests,
  users,
  type PartnershipConnectionRow,
  type PartnershipProfileRow,
} from "../../../shared/schema";
import type { Db } from "../../db/client";
import type { DbOrTx } from "../../ai/generations.repository";

export type ProfileValues = Pick<
  PartnershipProfileRow,
  "bio" | "niche" | "location" | "lookingFor" | "offering" | "experience" | "availability" | "socialProof"
>;
export type Names = { firstName: string | null; lastName: string | null };
export type ProfileWithNames = PartnershipProfileRow & Names;
/** A sample partner of a development install: their passwordless user row and their profile. */
type SampleProfile = { user: typeof users.$inferInsert; profile: ProfileValues };

const names = { firstName: users.firstName, lastName: users.lastName };
/**
 * The joined `users` row is active (a locked account's profile stops answering: docs/guide/your-data.md) and on Pro at `now` (the rule of effectivePlan in shared/domain/plans.ts): only such a
 * person can see the finder, so only they are listed and can receive requests (docs/decisions/934-partners-only-while-on-pro.md).
 */
const proAt = (now: Date) =>
  sql<boolean>`(${users.isActive} and ${users.selectedPlan} = 'pro' and (${users.proSubscriptionEndDate} is null or ${users.proSubscriptionEndDate} > ${now}))`;
/** A text[] literal bound as one parameter (drizzle would spread a JS array into a list). */
const textArray = (items: readonly string[]) => `{${items.map((i) => `"${i.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;

export function createPartnershipsRepository(db: Db) {
  return {
    db,
    async profileOf(userId: number): Promise<ProfileWithNames | undefined> {
      const [row] = await db
        .select({ p: partnershipProfiles, ...names })
        .from(partnershipProfiles)
        .innerJoin(users, eq(users.id, partnershipProfiles.userId))
        .where(eq(partnershipProfiles.userId, userId));
      return row && { ...row.p, firstName: row.firstName, lastName: row.lastName };
    },
    /** A profile and whether its owner can receive a request now (on Pro, or a sample profile). */
    async profileById(id: number, now: Date): Promise<(PartnershipProfileRow & { available: boolean }) | undefined> {
      const [row] = await db
        .select({ p: partnershipProfiles, available: proAt(now) })
        .from(partnershipProfiles)
        .innerJoin(users, eq(users.id, partnershipProfiles.userId))
        .where(eq(partnershipProfiles.id, id));
      return row && { ...row.p, available: Boolean(row.available) };
    },
    /**
     * Adds the sample partners' users, then reads their ids by email, then adds their profiles marked `isSample`;
     * a user or profile already there is left alone (three statements). Returns nothing.
     */
    async addSampleProfiles(samples: SampleProfile[]): Promise<void> {
      const emails = samples.map((s) => s.user.email);
      await db
        .insert(users)
        .values(samples.map((s) => s.user))
        .onConflictDoNothing();
      const rows = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.email, emails));
      const idOf = new Map(rows.map((r) => [r.email, r.id]));
      await db
        .insert(partnershipProfiles)
        .values(
          samples.flatMap(({ user, profile }) => {
            const userId = idOf.get(user.email);
            return userId ? [{ ...profile, userId, isSample: true }] : [];
          }),
        )
        .onConflictDoNothing();
    },
    async upsertProfile(userId: number, values: ProfileValues): Promise<void> {
      await db
        .insert(partnershipProfiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: partnershipProfiles.userId, set: { ...values, updatedAt: new Date() } });
    },
    /**
     * The best `limit` other profiles by the published match rule (shared/domain/partner-match.ts), scored in
     * SQL so a large directory is never sent to the app: `wants` holds, per looking-for item of the viewer, the
     * offerings that meet it; `metWants` the looking-for items the viewer's offering meets. Without a profile
     * (no wants, nothing met) the order is newest first. Only people on Pro at `now` are listed (and samples).
     */
    async rankedProfiles(
      viewerId: number,
      niche: string | null,
      wants: string[][],
      metWants: string[],
      limit: number,
      now: Date,
    ): Promise<ProfileWithNames[]> {
      const forYou = wants.length
        ? sql.join(
            wants.map((offers) => sql`(p.offering ?| ${textArray(offers)}::text[])::int`),
            sql` + `,
          )
        : sql`0`;
      const score = sql`round(100 * ((${forYou})::numeric / ${Math.max(wants.length, 1)}
        + (select count(*) from jsonb_array_elements_text(p.looking_for) w where w = any(${textArray(metWants)}::text[]))::numeric / greatest(jsonb_array_length(p.looking_for), 1)) / 2)`;
      const ranked = await db.execute<{ id: number }>(sql`
        select p.id from partnership_profiles p join ${users} on ${users.id} = p.user_id
        where p.user_id <> ${viewerId} and (p.is_sample or ${proAt(now)})
          ${niche ? sql`and p.niche = ${niche}` : sql``}
        order by ${score} desc, p.id desc
        limit ${limit}`);
      const ids = ranked.rows.map((r) => Number(r.id));
      if (!ids.length) return [];
      const rows = await db
        .select({ p: partnershipProfiles, ...names })
        .from(partnershipProfiles)
        .innerJoin(users, eq(users.id, partnershipProfiles.userId))
        .where(inArray(partnershipProfiles.id, ids));
      const byId = new Map(rows.map((r) => [r.p.id, { ...r.p, firstName: r.firstName, lastName: r.lastName }]));
      // A profile deleted between the two reads is left out.
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
    /** Accepted connections per user (their completed partnerships). */
    async acceptedCounts(userIds: number[]): Promise<Map<number, number>> {
      if (!userIds.length) return new Map();
      const rows = await db.execute<{ user_id: number; n: number }>(sql`
        select u as user_id, count(*)::int as n from (
          select from_user_id as u from partnership_connections where status = 'accepted'
          union all select to_user_id from partnership_connections where status = 'accepted'
        ) c where u in ${sql`(${sql.join(
          userIds.map((id) => sql`${id}`),
          sql`, `,
        )})`} group by u`);
      return new Map(rows.rows.map((r) => [Number(r.user_id), Number(r.n)]));
    },
    /** The viewer's latest connection status with each other user. */
    async connectionStatuses(viewerId: number): Promise<Map<number, PartnershipConnectionRow["status"]>> {
      const rows = await db
        .select()
        .from(partnershipConnections)
        .where(or(eq(partnershipConnections.fromUserId, viewerId), eq(partnershipConnections.toUserId, viewerId)))
        .orderBy(partnershipConnections.id);
      const out = new Map<number, string>();
      for (const r of rows) out.set(r.fromUserId === viewerId ? r.toUserId : r.fromUserId, r.status);
      return out;
    },
    async lockSender(userId: number, tx: DbOrTx): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('partnership_connect'), ${userId})`);
    },
    async sentSince(userId: number, since: Date, tx: DbOrTx): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(partnershipConnections)
        .where(and(eq(partnershipConnections.fromUserId, userId), gte(partnershipConnections.createdAt, since)));
      return row.n;
    },
    async openBetween(a: number, b: number, tx: DbOrTx): Promise<PartnershipConnectionRow | undefined> {
      const [row] = await tx
        .select()
        .from(partnershipConnections)
        .where(
          and(
            or(
              and(eq(partnershipConnections.fromUserId, a), eq(partnershipConnections.toUserId, b)),
              and(eq(partnershipConnections.fromUserId, b), eq(partnershipConnections.toUserId, a)),
            ),
            inArray(partnershipConnections.status, ["pending", "accepted"]),
          ),
        )
        .limit(1);
      return row;
    },
    async insertConnection(
      values: typeof partnershipConnections.$inferInsert,
      tx: DbOrTx,
    ): Promise<PartnershipConnectionRow> {
      const [row] = await tx.insert(partnershipConnections).values(values).returning();
      return row;
    },
    /**
     * Both directions, with the other person's names and email (the presenter decides whether to show it) and
     * whether they are on Pro at `now`.
     */
    async connectionsOf(userId: number, now: Date) {
      const other = sql`case when ${partnershipConnections.fromUserId} = ${userId} then ${partnershipConnections.toUserId} else ${partnershipConnections.fromUserId} end`;
      return db
        .select({
          c: partnershipConnections,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          otherOnPro: proAt(now),
        })
        .from(partnershipConnections)
        .innerJoin(users, eq(users.id, other))
        .where(or(eq(partnershipConnections.fromUserId, userId), eq(partnershipConnections.toUserId, userId)))
        .orderBy(desc(partnershipConnections.id));
    },
    /** Moves a pending connection addressed to `userId` to accepted or declined; undefined when there is none. */
    async respond(
      userId: number,
      id: number,
      status: "accepted" | "declined",
    ): Promise<PartnershipConnectionRow | undefined> {
      const [row] = await db
        .update(partnershipConnections)
        .set({ status, respondedAt: new Date() })
        .where(
          and(
            eq(partnershipConnections.id, id),
            eq(partnershipConnections.toUserId, userId),
            eq(partnershipConnections.status, "pending"),
          ),
        )
        .returning();
      return row;
    },
    async connectionFor(userId: number, id: number): Promise<PartnershipConnectionRow | undefined> {
      const [row] = await db
        .select()
        .from(partnershipConnections)
        .where(
          and(
            eq(partnershipConnections.id, id),
            or(eq(partnershipConnections.fromUserId, userId), eq(partnershipConnections.toUserId, userId)),
          ),
        );
      return row;
    },
    async insertRequest(values: typeof partnershipRequests.$inferInsert) {
      const [row] = await db.insert(partnershipRequests).values(values).returning();
      return row;
    },
    /** The latest requests of people on Pro at `now`. */
    async requests(now: Date) {
      return db
        .select({
          r: partnershipRequests,
          firstName: users.firstName,
          lastName: users.lastName,
          applications: sql<number>`(select count(*)::int from partnership_applications a where a.request_id = ${partnershipRequests.id})`,
        })
        .from(partnershipRequests)
        .innerJoin(users, eq(users.id, partnershipRequests.creatorId))
        .where(proAt(now))
        .orderBy(desc(partnershipRequests.id))
        .limit(200);
    },
    /** A request and whether its creator can receive an application now (on Pro). */
    async requestById(id: number, now: Date) {
      const [row] = await db
        .select({ r: partnershipRequests, available: proAt(now) })
        .from(partnershipRequests)
        .innerJoin(users, eq(users.id, partnershipRequests.creatorId))
        .where(eq(partnershipRequests.id, id));
      return row && { ...row.r, available: Boolean(row.available) };
    },
    async appliedRequestIds(userId: number): Promise<Set<number>> {
      const rows = await db
        .select({ id: partnershipApplications.requestId })
        .from(partnershipApplications)
        .where(eq(partnershipApplications.applicantId, userId));
      return new Set(rows.map((r) => r.id));
    },
    /** Applications to the requests created by `creatorId`. */
    async applicationsTo(creatorId: number) {
      return db
        .select({ a: partnershipApplications, firstName: users.firstName, lastName: users.lastName })
        .from(partnershipApplications)
        .innerJoin(partnershipRequests, eq(partnershipRequests.id, partnershipApplications.requestId))
        .innerJoin(users, eq(users.id, partnershipApplications.applicantId))
        .where(eq(partnershipRequests.creatorId, creatorId))
        .orderBy(desc(partnershipApplications.id));
    },
    /** Inserts an application; false when this person already applied (the unique index). */
    async insertApplication(requestId: number, applicantId: number, proposal: string): Promise<boolean> {
      const rows = await db
        .insert(partnershipApplications)
        .values({ requestId, applicantId, proposal })
        .onConflictDoNothing()
        .returning({ id: partnershipApplications.id });
      return rows.length > 0;
    },
  };
}
export type PartnershipsRepository = ReturnType<typeof createPartnershipsRepository>;
