/**
 * Who buys: every audience of the taxonomy (both forms' target markets map onto these keys, see
 * `./taxonomy.ts`), with where to reach them and the market page's audience kind.
 */
import { z } from "zod";
import { audienceTagSchema } from "./market/types";
import type { AudienceKey } from "./taxonomy";
import { AGE_BANDS, ageRange } from "../../../shared/domain/age-bands";

export const audienceSchema = z.object({
  /** Short noun used in names: "for Students". */
  short: z.string().min(1),
  /** Longer phrase used in sentences. */
  who: z.string().min(1),
  /** At least four, so four cards can each close on a different channel. */
  channels: z.array(z.string().min(1)).min(4),
  /** Spending power relative to the average buyer (scales revenue). */
  spend: z.number().positive(),
  /** One fact about how they buy, cited in reasons; starts with "they". */
  insight: z.string().startsWith("they "),
  /** The market page's audience kind (how trends and opportunities are ranked for them). */
  kind: z.union([audienceTagSchema, z.literal("general")]),
});
export type Audience = z.infer<typeof audienceSchema>;

const KIND: Record<AudienceKey, Audience["kind"]> = {
  "gen-z": "youth",
  millennials: "professional",
  "gen-x": "senior",
  boomers: "senior",
  seniors: "senior",
  professionals: "professional",
  entrepreneurs: "business",
  "small-businesses": "business",
  students: "youth",
  creators: "creator",
  parents: "family",
  global: "general",
};

const DATA: Record<AudienceKey, Omit<Audience, "kind">> = {
  "gen-z": {
    short: "Gen Z",
    who: `Gen Z buyers (aged ${ageRange("gen-z")})`,
    channels: ["TikTok", "Instagram Reels", "Discord", "YouTube Shorts"],
    spend: 0.8,
    insight: "they discover products through short video and buy on impulse under $40",
  },
  millennials: {
    short: "Millennials",
    who: `millennials (aged ${ageRange("millennials")})`,
    channels: ["Instagram", "Pinterest", "podcasts", "email newsletters"],
    spend: 1.15,
    insight: "they pay for convenience and subscriptions that save them time",
  },
  "gen-x": {
    short: "Gen X",
    who: `Gen X buyers (aged ${ageRange("gen-x")})`,
    channels: ["Facebook", "YouTube", "Google search", "email"],
    spend: 1.3,
    insight: "they research before buying and stay loyal to brands that deliver",
  },
  professionals: {
    short: "Professionals",
    who: "working professionals",
    channels: ["LinkedIn", "Google search", "newsletters", "Slack communities"],
    spend: 1.4,
    insight: "they expense tools that save hours and decide fast when the ROI is clear",
  },
  entrepreneurs: {
    short: "Small Business Owners",
    who: "entrepreneurs and small business owners",
    channels: ["LinkedIn", "X (Twitter)", "Facebook groups", "YouTube tutorials"],
    spend: 1.5,
    insight: "they buy anything that brings customers or saves admin time",
  },
  students: {
    short: "Students",
    who: "high-school and university students",
    channels: ["TikTok", "Instagram", "campus ambassadors", "Discord servers"],
    spend: 0.6,
    insight: "they are price-sensitive but spread products fast by word of mouth",
  },
  creators: {
    short: "Creators",
    who: "content creators and streamers",
    channels: ["YouTube", "X (Twitter)", "creator Discords", "TikTok"],
    spend: 1.1,
    insight: "they invest in anything that grows their audience or saves editing time",
  },
  parents: {
    short: "Parents",
    who: "parents and families",
    channels: ["Facebook groups", "Instagram", "Pinterest", "local communities"],
    spend: 1.2,
    insight: "they pay for safety, time savings and their kids' progress",
  },
  seniors: {
    short: "Seniors",
    who: `adults aged ${AGE_BANDS.seniors.min} and over`,
    channels: ["Facebook", "email", "local radio", "community centres"],
    spend: 1.25,
    insight: "they value patient service and trust, and churn less once won",
  },
  global: {
    short: "Global Buyers",
    who: "online buyers worldwide",
    channels: ["SEO", "YouTube", "Reddit", "marketplaces (Etsy, Amazon, Gumroad)"],
    spend: 1.0,
    insight: "they are many and spread out, so a sharp positioning matters more than volume",
  },
  boomers: {
    short: "Boomers",
    who: `baby boomers aged ${AGE_BANDS.boomers.min} and over`,
    channels: ["Facebook", "email", "YouTube", "local press"],
    spend: 1.3,
    insight: "they buy on trust and clear explanations, and stay loyal",
  },
  "small-businesses": {
    short: "Small Businesses",
    who: "small businesses",
    channels: ["LinkedIn", "Google search", "local networking", "cold email"],
    spend: 1.6,
    insight: "they buy outcomes (more customers, less admin) and pay monthly",
  },
};

export const AUDIENCES = Object.fromEntries(
  Object.entries(DATA).map(([key, a]) => [key, { ...a, kind: KIND[key as AudienceKey] }]),
) as Record<AudienceKey, Audience>;

/** The audience of a taxonomy key (both forms' target-market values are keys). */
export function audienceOf(value: string): Audience {
  return AUDIENCES[value as AudienceKey] ?? AUDIENCES.global;
}
