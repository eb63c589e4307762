/**
 * Shapes of the curated market knowledge the offline engine draws on, as Zod schemas (the unit test
 * `tests/unit/knowledge-base.test.ts` parses every profile with them) and the types inferred from them.
 * Size and growth are not here: they live once per industry in `../taxonomy.ts`.
 */
import { z } from "zod";
import { CONCEPT_IDS } from "../../understanding/lexicon";

export const SELLING_REGIONS = ["north-america", "europe", "asia-pacific", "emerging-markets"] as const;
export type SellingRegion = (typeof SELLING_REGIONS)[number];
/** For a player that sells in every region. */
export const ALL_REGIONS: SellingRegion[] = [...SELLING_REGIONS];

const level = z.enum(["low", "medium", "high"]);
/** Who a trend or opportunity speaks to most; the target market shifts adoption and ranking by it. */
export const audienceTagSchema = z.enum(["youth", "professional", "business", "family", "senior", "creator"]);
export type AudienceTag = z.infer<typeof audienceTagSchema>;

export const competitorFactSchema = z.object({
  name: z.string().min(1),
  /** Global share in percent (the listed players leave room for a long tail). */
  share: z.number().positive().max(100),
  description: z.string().min(1),
  trend: z.enum(["up", "stable", "down"]),
  /** The region where the player is strongest; its share grows there and shrinks elsewhere. */
  home: z.enum(SELLING_REGIONS),
  /** Where the player sells: it is listed only for these regions (and for the global market). */
  regions: z.array(z.enum(SELLING_REGIONS)).min(1),
});

export const trendFactSchema = z.object({
  trend: z.string().min(1),
  impact: level,
  description: z.string().min(1),
  /** Adoption in percent among a general audience. */
  adoption: z.number().min(0).max(100),
  audience: z.array(audienceTagSchema).min(1),
});

export const opportunityFactSchema = z.object({
  title: z.string().min(1),
  /** `{audience}` is replaced by the target market. */
  description: z.string().min(1),
  potential: level,
  timeToRevenue: z.string().min(1),
  startupCost: z.string().min(1),
  audience: z.array(audienceTagSchema).min(1),
});

export const industryProfileSchema = z
  .object({
    /** A taxonomy industry key (and the market page's option value). */
    value: z.string().min(1),
    label: z.string().min(1),
    /**
     * The lexicon concepts (server/ai/understanding/lexicon.ts) a free-text industry names when it means this profile;
     * the text is read by the understanding layer, the words live in the lexicon.
     */
    concepts: z.array(z.enum(CONCEPT_IDS)).min(1),
    /** Market maturity in percent. */
    maturity: z.number().min(0).max(100),
    /** How crowded the market is, 0-100 (the openness score is 100 minus this). */
    crowding: z.number().min(0).max(100),
    competitors: z.array(competitorFactSchema).min(3),
    trends: z.array(trendFactSchema).min(3),
    opportunities: z.array(opportunityFactSchema).min(2),
    /** One industry-specific piece of advice for the insights paragraph. */
    advice: z.string().min(1),
  })
  .refine((p) => p.competitors.reduce((s, c) => s + c.share, 0) <= 100, "competitor shares add up to more than 100%")
  .refine(
    (p) => SELLING_REGIONS.every((r) => p.competitors.filter((c) => c.regions.includes(r)).length >= 3),
    "every region needs at least three competitors that sell there",
  )
  .refine(
    (p) => p.competitors.every((c) => c.regions.includes(c.home)),
    "a competitor's home region is one it sells in",
  );
export type IndustryProfile = z.infer<typeof industryProfileSchema>;
