/**
 * The partnership finder (docs/spec-notes.md; docs/product-rules.md#people-and-messages; docs/decisions/970): profiles,
 * matched partners, requests and applications, and connection requests a person accepts or declines.
 */
import { AppError, ConflictError, NotFoundError, RateLimitError, ValidationError } from "../../http/errors";
import {
  LOOKING_FOR,
  MAX_CONNECTIONS_PER_DAY,
  OFFERS_MEETING,
  partnerMatch,
  type LookingFor,
} from "../../../shared/domain/partner-match";
import {
  PARTNER_NOT_AVAILABLE,
  REQUEST_NOT_AVAILABLE,
  type Partner,
  type PartnerRequest,
} from "../../../shared/contracts/partnerships";
import type { PartnershipsRepository, ProfileValues } from "./partnerships.repository";
import { person, presentConnection, presentProfile, presentRequest } from "./partnerships.presenter";
import { notify } from "../../notifications";

const DAY_MS = 86_400_000;
/** The most partners one list answers (best matches first). */
export const MAX_PARTNERS_LISTED = 60;

/**
 * A person not on Pro cannot see the finder, so nothing may reach them: 409 `not_available`, the same words
 * whatever the reason (docs/decisions/934-partners-only-while-on-pro.md).
 */
const notAvailable = (message: string) => new AppError(409, "not_available", message);

export function createPartnershipsService(repo: PartnershipsRepository, now: () => Date) {
  return {
    async myProfile(userId: number) {
      const p = await repo.profileOf(userId);
      if (!p) return null;
      const counts = await repo.acceptedCounts([userId]);
      return presentProfile(p, counts.get(userId) ?? 0);
    },

    async saveProfile(userId: number, values: ProfileValues) {
      await repo.upsertProfile(userId, values);
      return (await this.myProfile(userId))!;
    },

    /** Other people's profiles, best match first (newest first without a profile of your own). */
    async partners(viewerId: number, niche: string | null): Promise<Partner[]> {
      const mine = await repo.profileOf(viewerId);
      const wants = (mine?.lookingFor ?? []).map((w) => [...(OFFERS_MEETING[w as LookingFor] ?? [])]);
      const metWants = mine ? LOOKING_FOR.filter((w) => OFFERS_MEETING[w].some((o) => mine.offering.includes(o))) : [];
      const [others, statuses] = await Promise.all([
        repo.rankedProfiles(viewerId, niche, wants, [...metWants], MAX_PARTNERS_LISTED, now()),
        repo.connectionStatuses(viewerId),
      ]);
      // The SQL ranks by the rule; the score and reasons shown come from the same rule in shared/domain.
      const top = others.map((p) => ({ p, match: mine ? partnerMatch(mine, p) : null }));
      const counts = await repo.acceptedCounts(top.map((s) => s.p.userId));
      return top.map(({ p, match }) => ({
        ...presentProfile(p, counts.get(p.userId) ?? 0),
        matchScore: match?.score ?? null,
        matchReasons: match?.reasons ?? [],
        connectionStatus: (statuses.get(p.userId) as Partner["connectionStatus"]) ?? null,
      }));
    },

    async connect(userId: number, partnerId: number, message: string) {
      const profile = await repo.profileById(partnerId, now());
      if (!profile) throw new NotFoundError("Partner not found");
      if (profile.userId === userId) throw new ValidationError("You cannot connect with yourself.");
      if (profile.isSample) throw new ValidationError("This is a sample profile; it cannot receive messages.");
      if (!profile.available) throw notAvailable(PARTNER_NOT_AVAILABLE);
      return repo.db.transaction(async (tx) => {
        await repo.lockSender(userId, tx);
        const open = await repo.openBetween(userId, profile.userId, tx);
        if (open?.status === "pending")
          throw new ConflictError("A connection request between you two is already pending.");
        if (open?.status === "accepted") throw new ConflictError("You are already connected with this person.");
        if ((await repo.sentSince(userId, new Date(Date.now() - DAY_MS), tx)) >= MAX_CONNECTIONS_PER_DAY) {
          throw new RateLimitError(
            `You can send at most ${MAX_CONNECTIONS_PER_DAY} connection requests a day. Please try again tomorrow.`,
          );
        }
        try {
          const connection = await repo.insertConnection(
            { fromUserId: userId, toUserId: profile.userId, message, status: "pending" },
            tx,
          );
          await notify(tx, profile.userId, "partnership_request", {
            title: "New partnership request",
            body: message.slice(0, 200),
            link: "/partnership-finder?tab=profile",
            dedupeKey: `partnership:${connection.id}:request`,
          });
          return connection;
        } catch (err) {
          // The partial unique index: the other person sent theirs at the same moment.
          if (
            (err as { code?: string }).code === "23505" ||
            (err as { cause?: { code?: string } }).cause?.code === "23505"
          ) {
            throw new ConflictError("A connection request between you two is already pending.");
          }
          throw err;
        }
      });
    },

    async connections(userId: number) {
      const rows = await repo.connectionsOf(userId, now());
      const incoming = rows.filter((r) => r.c.toUserId === userId).map((r) => presentConnection(r.c, r, true));
      // A pending request whose recipient is not on Pro now is shown to its sender as 'unavailable'.
      const outgoing = rows
        .filter((r) => r.c.fromUserId === userId)
        .map((r) => presentConnection(r.c, r, Boolean(r.otherOnPro)));
      return { incoming, outgoing };
    },

    /** The recipient accepts or declines a pending request; anyone else gets 404, an answered one 409. */
    async respond(userId: number, id: number, status: "accepted" | "declined") {
      const row = await repo.respond(userId, id, status);
      if (!row) {
        const existing = await repo.connectionFor(userId, id);
        if (!existing || existing.toUserId !== userId) throw new NotFoundError("Connection not found");
        throw new ConflictError(`This connection request was already ${existing.status}.`);
      }
      if (status === "accepted")
        await notify(repo.db, row.fromUserId, "partnership_accepted", {
          title: "Your partnership request was accepted",
          body: "Open Partnership Finder to continue the conversation.",
          link: "/partnership-finder?tab=profile",
          dedupeKey: `partnership:${row.id}:accepted`,
        });
      const { incoming } = await this.connections(userId);
      const answered = incoming.find((c) => c.id === id);
      // Deleted by its sender in the meantime.
      if (!answered) throw new NotFoundError("Connection not found");
      return answered;
    },

    async createRequest(
      userId: number,
      values: { type: string; title: string; description: string; duration: string; skills: string[]; budget: string },
    ) {
      const row = await repo.insertRequest({
        creatorId: userId,
        type: values.type,
        title: values.title,
        description: values.description,
        duration: values.duration,
        requiredSkills: values.skills,
        budget: values.budget,
      });
      return row.id;
    },

    async requests(viewerId: number): Promise<PartnerRequest[]> {
      const [rows, applied, received] = await Promise.all([
        repo.requests(now()),
        repo.appliedRequestIds(viewerId),
        repo.applicationsTo(viewerId),
      ]);
      return rows.map((r) =>
        presentRequest(
          r.r,
          r,
          Number(r.applications),
          viewerId,
          applied.has(r.r.id),
          received
            .filter((a) => a.a.requestId === r.r.id)
            .map((a) => ({
              id: a.a.id,
              applicant: person(a),
              proposal: a.a.proposal,
              createdAt: a.a.createdAt.toISOString(),
            })),
        ),
      );
    },

    async apply(userId: number, requestId: number, proposal: string) {
      const request = await repo.requestById(requestId, now());
      if (!request) throw new NotFoundError("Partnership request not found");
      if (request.creatorId === userId) throw new ValidationError("You cannot apply to your own request.");
      if (!request.available) throw notAvailable(REQUEST_NOT_AVAILABLE);
      if (!(await repo.insertApplication(requestId, userId, proposal)))
        throw new ConflictError("You have already applied to this request.");
      const applied = (await this.requests(userId)).find((r) => r.id === requestId);
      // Closed or deleted by its creator in the meantime.
      if (!applied) throw new NotFoundError("Partnership request not found");
      return applied;
    },
  };
}
