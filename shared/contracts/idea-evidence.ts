/**
 * The evidence log of a tracked idea and the scores read from it (docs/guide/idea-tracker-and-roadmap.md#evidence,
 * docs/decisions/1315-ideas-scored-from-evidence.md).
 * `GET /api/business-ideas/:id/evidence` → `{ evidence }`; `POST` one entry → 201 `{ evidence }`;
 * `DELETE /api/business-ideas/:id/evidence/:evidenceId` → 204; `GET /api/business-ideas/:id/score-history` →
 * `{ history }`. Another user's idea or entry is 404.
 */
import { z } from "zod";
import { idSchema, moneySchema, moneyTextSchema, quantitySchema } from "./common";

export const EVIDENCE_TYPES = ["conversations", "preorders", "signups", "competitor", "note"] as const;
export type EvidenceType = (typeof EVIDENCE_TYPES)[number];
export const EVIDENCE_TYPE_LABELS: Record<EvidenceType, string> = {
  conversations: "Customer conversations",
  preorders: "Pre-orders and deposits",
  signups: "Waitlist or landing-page sign-ups",
  competitor: "A competitor",
  note: "A note",
};

export const QUOTE_MAX = 500;
export const NOTE_MAX = 1000;
export const COMPETITOR_NAME_MAX = 120;
/** Entries one idea can hold (docs/decisions/1315-ideas-scored-from-evidence.md). */
export const MAX_EVIDENCE_PER_IDEA = 200;

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalMoney = (label: string) => z.preprocess(blankToUndefined, moneySchema(label).optional());
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .optional(),
  );

const unknownKeys = {
  error: (issue: { code: string; keys?: string[] }) =>
    issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys?.join(", ")}` : undefined,
};

const conversations = z
  .strictObject(
    {
      type: z.literal("conversations"),
      people: quantitySchema("People", 1),
      wouldPay: quantitySchema("Would pay", 0),
      price: optionalMoney("Price"),
      quote: optionalText("Quote", QUOTE_MAX),
    },
    unknownKeys,
  )
  .refine((v) => v.wouldPay <= v.people, {
    path: ["wouldPay"],
    error: "Would pay must be at most the number of people you spoke to",
  });
const preorders = z.strictObject(
  { type: z.literal("preorders"), count: quantitySchema("Count", 1), amount: moneySchema("Amount") },
  unknownKeys,
);
const signups = z
  .strictObject(
    { type: z.literal("signups"), visits: quantitySchema("Visits", 1), signups: quantitySchema("Sign-ups", 0) },
    unknownKeys,
  )
  .refine((v) => v.signups <= v.visits, { path: ["signups"], error: "Sign-ups must be at most the visits" });
const competitor = z.strictObject(
  { type: z.literal("competitor"), name: text("Name", COMPETITOR_NAME_MAX), price: optionalMoney("Price") },
  unknownKeys,
);
const note = z.strictObject({ type: z.literal("note"), text: text("Text", NOTE_MAX) }, unknownKeys);

/** `POST /api/business-ideas/:id/evidence`: one entry of one of the five types. */
export const createEvidenceSchema = z.discriminatedUnion(
  "type",
  [conversations, preorders, signups, competitor, note],
  {
    error: (issue) =>
      issue.code === "invalid_union" || issue.code === "invalid_type"
        ? `Type must be one of ${EVIDENCE_TYPES.join(", ")}`
        : undefined,
  },
);
export type EvidenceData = z.output<typeof createEvidenceSchema>;

/** The per-type forms of the idea page (the same rules, one schema each). */
export const evidenceFormSchemas = { conversations, preorders, signups, competitor, note } as const;

export const evidenceParamsSchema = z.object({
  id: idSchema(),
  evidenceId: idSchema("Invalid evidence id"),
});

/** One entry as answered: its fields as sent (money as "8.50"), with its id and time. */
const stored = { id: z.number(), createdAt: z.string() };
export const evidenceSchema = z.discriminatedUnion("type", [
  z.object({
    ...stored,
    type: z.literal("conversations"),
    people: z.number().int(),
    wouldPay: z.number().int(),
    price: moneyTextSchema.optional(),
    quote: z.string().optional(),
  }),
  z.object({ ...stored, type: z.literal("preorders"), count: z.number().int(), amount: moneyTextSchema }),
  z.object({ ...stored, type: z.literal("signups"), visits: z.number().int(), signups: z.number().int() }),
  z.object({ ...stored, type: z.literal("competitor"), name: z.string(), price: moneyTextSchema.optional() }),
  z.object({ ...stored, type: z.literal("note"), text: z.string() }),
]);
export type Evidence = z.infer<typeof evidenceSchema>;

export const evidenceResponseSchema = z.object({ evidence: evidenceSchema });
export const evidenceListResponseSchema = z.object({ evidence: z.array(evidenceSchema) });

export const EVIDENCE_STRENGTHS = ["none", "anecdotal", "some", "strong"] as const;
export type EvidenceStrength = (typeof EVIDENCE_STRENGTHS)[number];

export const EVIDENCE_SCORE_KEYS = ["demand", "willingnessToPay", "competition", "overall"] as const;
export type EvidenceScoreKey = (typeof EVIDENCE_SCORE_KEYS)[number];
export const EVIDENCE_SCORE_LABELS: Record<EvidenceScoreKey, string> = {
  demand: "Demand",
  willingnessToPay: "Willingness to pay",
  competition: "Competition (higher = less crowded)",
  overall: "Overall",
};

/**
 * The person's own recorded sales of the idea's products, read by the server from their orders (inventory sales,
 * imports, shop syncs), never typed (docs/decisions/1491-idea-score-reads-real-sales.md). Money in `currency`, the
 * person's home currency.
 */
export const salesEvidenceSchema = z.object({
  type: z.literal("sales"),
  sales: z.number().int().min(0),
  units: z.number().int().min(0),
  amount: moneyTextSchema,
  currency: z.string().length(3),
  days: z.number().int().positive(),
  products: z.array(z.string()).max(3),
  productCount: z.number().int().min(0),
  leftOut: z.number().int().min(0),
});

/** The counts a score was read from (the next score names what moved it). */
export const evidenceBasisSchema = z.object({
  people: z.number().int(),
  wouldPay: z.number().int(),
  preorders: z.number().int(),
  visits: z.number().int(),
  signups: z.number().int(),
  competitors: z.number().int(),
  sales: z.number().int(),
});

const scoreWithReasons = z.object({ score: z.number().int().min(0).max(100), reasons: z.array(z.string()) });
/** The evidence-based score of an idea: four scores with reasons citing the log, and the strength meter. */
export const evidenceScoreSchema = z.object({
  demand: scoreWithReasons,
  willingnessToPay: scoreWithReasons,
  competition: scoreWithReasons,
  overall: scoreWithReasons,
  strength: z.enum(EVIDENCE_STRENGTHS),
  strengthReason: z.string(),
  evidenceCount: z.number().int(),
  scoredAt: z.string(),
  /** The person's recorded sales of the idea's products the score read, when there were any. */
  sales: salesEvidenceSchema.optional(),
  /** How the overall moved from the idea's previous score, and why (also the first of the overall's reasons). */
  change: z.object({ from: z.number().int(), to: z.number().int(), reason: z.string() }).optional(),
  /** The description's own score the overall weighed, and the counts the evidence scores were read from. */
  described: z.number().int().min(0).max(100).optional(),
  basis: evidenceBasisSchema.optional(),
});
export type EvidenceScore = z.infer<typeof evidenceScoreSchema>;

/** One re-score, oldest first. */
export const scoreHistoryEntrySchema = z.object({
  id: z.number(),
  overall: z.number().int(),
  demand: z.number().int(),
  willingnessToPay: z.number().int(),
  competition: z.number().int(),
  strength: z.enum(EVIDENCE_STRENGTHS),
  createdAt: z.string(),
});
export type ScoreHistoryEntry = z.infer<typeof scoreHistoryEntrySchema>;
export const scoreHistoryResponseSchema = z.object({ history: z.array(scoreHistoryEntrySchema) });
