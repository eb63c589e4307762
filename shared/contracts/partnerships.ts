/**
 * The partnership finder's calls (docs/spec-notes.md; docs/product-rules.md#people-and-messages; docs/decisions/970).
 */
import { z } from "zod";
import { idSchema } from "./common";
import {
  AVAILABILITY,
  LOOKING_FOR,
  OFFERING,
  PARTNER_EXPERIENCE,
  PARTNER_NICHES,
  REQUEST_TYPES,
} from "../domain/partner-match";

const trimmed = z.preprocess((v) => (typeof v === "string" ? v.trim() : v), z.string());
const optionalText = (max: number, label: string) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? "" : typeof v === "string" ? v.trim() : v),
    z.string({ error: `${label} must be text` }).max(max, `${label} must be at most ${max} characters`),
  );

/** The stored-profile rules, with the specification's messages. */
export const partnerProfileSchema = z.object({
  bio: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string({ error: "Bio must be at least 10 characters long." })
      .min(10, "Bio must be at least 10 characters long.")
      .max(1000, "Bio must be at most 1000 characters"),
  ),
  niche: z.enum(PARTNER_NICHES, { error: "Please select your niche." }),
  location: trimmed.pipe(z.string().min(1, "Location is required").max(120, "Location must be at most 120 characters")),
  lookingFor: z
    .array(z.enum(LOOKING_FOR, { error: "Unknown looking-for item" }), {
      error: "Please select at least one thing you're looking for.",
    })
    .min(1, "Please select at least one thing you're looking for.")
    .transform((a) => [...new Set(a)]),
  offering: z
    .array(z.enum(OFFERING, { error: "Unknown offering item" }), {
      error: "Please select at least one thing you're offering.",
    })
    .min(1, "Please select at least one thing you're offering.")
    .transform((a) => [...new Set(a)]),
  experience: z.enum(PARTNER_EXPERIENCE, { error: "Experience is required" }),
  availability: z
    .enum(AVAILABILITY, { error: "Availability must be available, busy or selective" })
    .default("available"),
  socialProof: z
    .object(
      { followers: optionalText(40, "Followers").optional(), revenue: optionalText(40, "Revenue").optional() },
      { error: "Social proof must be an object" },
    )
    .default({})
    .transform((s) => ({
      ...(s.followers ? { followers: s.followers } : {}),
      ...(s.revenue ? { revenue: s.revenue } : {}),
    })),
});

export const partnerRequestSchema = z.object({
  type: z
    .enum(REQUEST_TYPES, { error: "Type must be collaboration, bundle, cross_promotion or joint_venture" })
    .default("collaboration"),
  title: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string({ error: "Title is required" })
      .min(1, "Title is required")
      .max(200, "Title must be at most 200 characters"),
  ),
  description: optionalText(2000, "Description"),
  duration: optionalText(100, "Duration"),
  /** Comma-separated text, stored as a list. */
  skills: optionalText(500, "Skills").transform((s) =>
    [
      ...new Set(
        s
          .split(",")
          .map((x) => x.trim())
          .filter(Boolean),
      ),
    ].slice(0, 20),
  ),
  budget: optionalText(100, "Budget"),
});

export const partnersQuerySchema = z.object({
  niche: z.enum(["all", ...PARTNER_NICHES], { error: "Unknown niche" }).default("all"),
});
/**
 * A connection request carries the message its sender wrote or confirmed, stored and shown exactly as sent (trimmed):
 * never empty, at most 1000 characters (docs/decisions/1452-the-sender-writes-the-message.md).
 */
export const CONNECT_MESSAGE_MAX = 1000;
export const connectSchema = z.object({
  message: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string({ error: "Write a message to send with your request." })
      .min(1, "Write a message to send with your request.")
      .max(CONNECT_MESSAGE_MAX, `Keep your message to at most ${CONNECT_MESSAGE_MAX} characters.`),
  ),
});
export const applySchema = z.object({ proposal: optionalText(2000, "Proposal") });
export const partnerParamsSchema = z.object({ partnerId: idSchema() });
export const requestParamsSchema = z.object({ requestId: idSchema() });

/**
 * A person who is not on Pro (downgraded, or their plan ran out) cannot see the finder, so they receive nothing
 * until they are Pro again: their profile and requests leave the lists, and these are the answers (409
 * `not_available`) to a connection request or an application sent to them.
 */
export const PARTNER_NOT_AVAILABLE = "This partner is not available right now.";
export const REQUEST_NOT_AVAILABLE = "This request is not available right now.";

const personSchema = z.object({ name: z.string(), avatar: z.string() });
export type Person = z.infer<typeof personSchema>;

const partnerProfileResponseItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  avatar: z.string(),
  location: z.string(),
  bio: z.string(),
  niche: z.string(),
  lookingFor: z.array(z.string()),
  offering: z.array(z.string()),
  experience: z.string(),
  availability: z.string(),
  socialProof: z.object({ followers: z.string().optional(), revenue: z.string().optional() }),
  rating: z.number().nullable(),
  completedPartnerships: z.number(),
  badges: z.array(z.string()),
  isSample: z.boolean(),
});
export type PartnerProfile = z.infer<typeof partnerProfileResponseItemSchema>;

const partnerSchema = partnerProfileResponseItemSchema.extend({
  matchScore: z.number().nullable(),
  matchReasons: z.array(z.string()),
  /** The viewer's connection with this person, if any. */
  connectionStatus: z.enum(["pending", "accepted", "declined"]).nullable(),
});
export type Partner = z.infer<typeof partnerSchema>;

const partnerRequestItemSchema = z.object({
  id: z.number(),
  type: z.string(),
  title: z.string(),
  description: z.string(),
  duration: z.string(),
  budget: z.string(),
  requiredSkills: z.array(z.string()),
  applications: z.number(),
  creator: personSchema,
  createdAt: z.string(),
  isOwn: z.boolean(),
  hasApplied: z.boolean(),
  /** The applications, for the request's creator only. */
  received: z
    .array(z.object({ id: z.number(), applicant: personSchema, proposal: z.string(), createdAt: z.string() }))
    .optional(),
});
export type PartnerRequest = z.infer<typeof partnerRequestItemSchema>;

const connectionSchema = z.object({
  id: z.number(),
  /** 'unavailable': a pending request whose recipient is not on Pro now (it is pending again once they are). */
  status: z.enum(["pending", "accepted", "declined", "unavailable"]),
  message: z.string(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  /** The other person; `email` only once the connection is accepted. */
  person: personSchema.extend({ email: z.string().optional() }),
});
export type Connection = z.infer<typeof connectionSchema>;

/** `GET /api/partnerships/partners`. */
export const partnersResponseSchema = z.object({ partners: z.array(partnerSchema) });
/** `GET /api/partnerships/requests`. */
export const partnerRequestsResponseSchema = z.object({ requests: z.array(partnerRequestItemSchema) });
/** `POST /api/partnerships/requests` (201) and `POST /api/partnerships/apply/:requestId` (201). */
export const partnerRequestResponseSchema = z.object({ request: partnerRequestItemSchema });
/** `GET` and `POST /api/partnerships/my-profile`: null before the first save. */
export const myProfileResponseSchema = z.object({ profile: partnerProfileResponseItemSchema.nullable() });
/** `POST /api/partnerships/connect/:partnerId` (201) and `connections/:id/accept|decline`. */
export const connectionResponseSchema = z.object({ connection: connectionSchema });
/** `GET /api/partnerships/connections`: the requests this user received and sent. */
export const connectionsResponseSchema = z.object({
  incoming: z.array(connectionSchema),
  outgoing: z.array(connectionSchema),
});
