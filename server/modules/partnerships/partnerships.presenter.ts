/**
 * Wire shapes of the partnership finder; an email leaves the server only on an accepted connection
 * (docs/product-rules.md#people-and-messages).
 */
import type { Connection, PartnerProfile, PartnerRequest, Person } from "../../../shared/contracts/partnerships";
import { partnerAvatar, partnerName } from "../../../shared/domain/partner-match";
import type { PartnershipConnectionRow, PartnershipRequestRow } from "../../../shared/schema";
import type { Names, ProfileWithNames } from "./partnerships.repository";

export const person = (n: Names): Person => ({
  name: partnerName(n.firstName, n.lastName),
  avatar: partnerAvatar(n.firstName, n.lastName),
});

export function presentProfile(p: ProfileWithNames, completedPartnerships: number): PartnerProfile {
  const badges = [
    ...(p.isSample ? ["Sample profile"] : []),
    ...(completedPartnerships >= 1 ? ["Connected"] : []),
    ...(p.experience === "expert" ? ["Expert"] : []),
  ];
  return {
    id: p.id,
    ...person(p),
    location: p.location,
    bio: p.bio,
    niche: p.niche,
    lookingFor: p.lookingFor,
    offering: p.offering,
    experience: p.experience,
    availability: p.availability,
    socialProof: p.socialProof,
    rating: null,
    completedPartnerships,
    badges,
    isSample: p.isSample,
  };
}

export function presentRequest(
  r: PartnershipRequestRow,
  creator: Names,
  applications: number,
  viewerId: number,
  hasApplied: boolean,
  received?: PartnerRequest["received"],
): PartnerRequest {
  const isOwn = r.creatorId === viewerId;
  return {
    id: r.id,
    type: r.type,
    title: r.title,
    description: r.description,
    duration: r.duration,
    budget: r.budget,
    requiredSkills: r.requiredSkills,
    applications,
    creator: person(creator),
    createdAt: r.createdAt.toISOString(),
    isOwn,
    hasApplied,
    ...(isOwn ? { received: received ?? [] } : {}),
  };
}

/** `recipientOnPro`: false turns a pending request into 'unavailable' (its recipient cannot see it now). */
export function presentConnection(
  c: PartnershipConnectionRow,
  other: Names & { email: string },
  recipientOnPro: boolean,
): Connection {
  const status = c.status === "pending" && !recipientOnPro ? "unavailable" : (c.status as Connection["status"]);
  return {
    id: c.id,
    status,
    message: c.message,
    createdAt: c.createdAt.toISOString(),
    respondedAt: c.respondedAt?.toISOString() ?? null,
    person: { ...person(other), ...(c.status === "accepted" ? { email: other.email } : {}) },
  };
}
