/**
 * The business profile (docs/decisions/1470-business-profile-and-money-in-its-currency.md, docs/guide/business-profile.md):
 * `GET /api/business-profile` answers `{ profile }` (null until the person saves one); `PUT /api/business-profile`
 * takes `{ sells, channels, country, region, currency, budget, hoursPerWeek, skills, ageBand, stage }`, every field
 * optional (a missing or empty one is cleared), and answers `{ profile }`. The form in Settings and the step after
 * the plan use this schema, so a field shows the message the API would answer.
 */
import { z } from "zod";
import { COUNTRY_CODES, currencyOfCountry, isCountryCode, isCurrencyCode } from "../domain/currencies";
import { moneyDecimal, moneyProblemMessage, parseMoney } from "../domain/currency-money";
import { TEXT_PROBLEM_MESSAGES, textProblem } from "../domain/meaningful-text";

export const PROFILE_CHANNELS = [
  { value: "etsy", label: "Etsy" },
  { value: "shopify", label: "Shopify" },
  { value: "amazon", label: "Amazon" },
  { value: "tiktok-shop", label: "TikTok Shop" },
  { value: "depop", label: "Depop" },
  { value: "ebay", label: "eBay" },
  { value: "own-website", label: "Own website" },
  { value: "in-person", label: "In person (markets, fairs)" },
  { value: "services-online", label: "Services online" },
  { value: "services-local", label: "Services locally" },
  { value: "other", label: "Other" },
] as const;

/** The person's own age band (not a target market's: those are shared/domain/age-bands.ts). */
export const PROFILE_AGE_BANDS = [
  { value: "13-15", label: "13-15" },
  { value: "16-17", label: "16-17" },
  { value: "18-24", label: "18-24" },
  { value: "25+", label: "25 or older" },
] as const;

export const PROFILE_STAGES = [
  { value: "idea", label: "Just an idea" },
  { value: "first-sales", label: "First sales" },
  { value: "selling", label: "Selling regularly" },
] as const;

export const SELLS_MAX = 200;
export const REGION_MAX = 100;
export const SKILLS_MAX = 10;
export const SKILL_MAX = 60;
export const HOURS_MAX = 80;

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as [T[number]["value"], ...T[number]["value"][]];

/** "" and null read as "not given". */
const blank = (v: unknown) => (v == null || (typeof v === "string" && v.trim() === "") ? null : v);

const optionalText = (label: string, max: number) =>
  z.preprocess(
    blank,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .nullable(),
  );

/** Text every tool will read: refused beside the field when it cannot be read as words (shared/domain/meaningful-text.ts). */
const readable = <T extends z.ZodType<string | null>>(schema: T) =>
  schema.superRefine((v, ctx) => {
    const problem = v ? textProblem(v) : undefined;
    if (problem) ctx.addIssue({ code: "custom", message: TEXT_PROBLEM_MESSAGES[problem] });
  });

const optionalChoice = <T extends readonly { value: string }[]>(list: T, label: string) =>
  z.preprocess(blank, z.enum(values(list), { error: `${label} must be one of the listed options` }).nullable());

const code = (length: number) => (v: unknown) => {
  const b = blank(v);
  return typeof b === "string" && b.trim().length === length ? b.trim().toUpperCase() : b;
};

const requestShape = {
  sells: readable(optionalText("What you sell", SELLS_MAX)),
  channels: z.preprocess(
    (v) => (v == null ? [] : v),
    z
      .array(z.enum(values(PROFILE_CHANNELS), { error: "Each channel must be one of the listed options" }), {
        error: "Channels must be a list",
      })
      .max(PROFILE_CHANNELS.length, "Each channel can be chosen once")
      .transform((list) => [...new Set(list)]),
  ),
  country: z.preprocess(
    code(2),
    z
      .string({ error: "Country must be a two-letter code such as US or GB" })
      .refine(isCountryCode, "Country must be a two-letter code such as US or GB")
      .nullable(),
  ),
  region: optionalText("Region", REGION_MAX),
  currency: z.preprocess(
    code(3),
    z
      .string({ error: "Currency must be a three-letter code such as USD or GBP" })
      .refine(isCurrencyCode, "Currency must be a three-letter code such as USD or GBP")
      .nullable(),
  ),
  /** As typed ("£400", "400", "1.200,50"); read in the profile's currency below. */
  budget: z.preprocess(
    (v) => (typeof v === "number" && Number.isFinite(v) ? String(v) : blank(v)),
    z
      .string({ error: "Budget must be an amount such as 400 or £400" })
      .trim()
      .max(40, "Budget must be at most 40 characters")
      .nullable(),
  ),
  hoursPerWeek: z.preprocess(
    (v) => {
      const b = blank(v);
      return typeof b === "string" && /^\d{1,3}$/.test(b.trim()) ? Number(b) : b;
    },
    z
      .number({ error: `Hours per week must be a whole number from 0 to ${HOURS_MAX}` })
      .int(`Hours per week must be a whole number from 0 to ${HOURS_MAX}`)
      .min(0, `Hours per week must be a whole number from 0 to ${HOURS_MAX}`)
      .max(HOURS_MAX, `Hours per week must be a whole number from 0 to ${HOURS_MAX}`)
      .nullable(),
  ),
  skills: z.preprocess(
    (v) => (v == null ? [] : v),
    z
      .array(
        readable(
          z
            .string({ error: "Skills must be a list of short phrases" })
            .trim()
            .max(SKILL_MAX, `Each skill must be at most ${SKILL_MAX} characters`),
        ),
        { error: "Skills must be a list of short phrases" },
      )
      .max(SKILLS_MAX, `At most ${SKILLS_MAX} skills`)
      .transform((list) => {
        const seen = new Set<string>();
        return list.filter((t) => t && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
      }),
  ),
  ageBand: optionalChoice(PROFILE_AGE_BANDS, "Age band"),
  stage: optionalChoice(PROFILE_STAGES, "Stage"),
};

/**
 * `PUT /api/business-profile`. The currency is the one given, else the one the budget names ("£400"), else the
 * country's, else US dollars when a budget needs one. The budget is stored as a decimal string in that currency; a
 * budget naming another currency than the one chosen is refused beside the budget.
 */
export const businessProfileInputSchema = z.object(requestShape).transform((v, ctx) => {
  let currency = v.currency;
  let budget: string | null = null;
  if (v.budget !== null) {
    const fallback = currency ?? (v.country ? currencyOfCountry(v.country) : undefined) ?? "USD";
    const read = parseMoney(v.budget, fallback);
    if (!read.ok) {
      ctx.addIssue({ code: "custom", path: ["budget"], message: moneyProblemMessage(read.problem, "Budget") });
      return z.NEVER;
    }
    if (read.money.cents < 0) {
      ctx.addIssue({ code: "custom", path: ["budget"], message: "Budget cannot be negative" });
      return z.NEVER;
    }
    if (currency && read.money.currency !== currency) {
      ctx.addIssue({
        code: "custom",
        path: ["budget"],
        message: `Budget is in ${read.money.currency} but your currency is ${currency}: type it in ${currency} or change the currency`,
      });
      return z.NEVER;
    }
    currency = read.money.currency;
    budget = moneyDecimal(read.money);
  }
  currency ??= v.country ? (currencyOfCountry(v.country) ?? null) : null;
  return { ...v, currency, budget };
});
export type BusinessProfileInput = z.output<typeof businessProfileInputSchema>;

/** A saved profile as the API sends it: the budget an exact decimal string in `currency`. */
/** One of the person's channels. */
export const profileChannelSchema = z.enum(values(PROFILE_CHANNELS));

export const businessProfileSchema = z.object({
  sells: z.string().nullable(),
  channels: z.array(profileChannelSchema),
  country: z.string().nullable(),
  region: z.string().nullable(),
  currency: z.string().nullable(),
  budget: z
    .string()
    .regex(/^\d+\.\d{2}$/)
    .nullable(),
  hoursPerWeek: z.number().int().nullable(),
  skills: z.array(z.string()),
  ageBand: z.enum(values(PROFILE_AGE_BANDS)).nullable(),
  stage: z.enum(values(PROFILE_STAGES)).nullable(),
  updatedAt: z.string(),
});
export type BusinessProfile = z.infer<typeof businessProfileSchema>;

export const businessProfileResponseSchema = z.object({ profile: businessProfileSchema.nullable() });

/** The profile's fields, in the order the form asks them. */
export const PROFILE_FIELDS = [
  "sells",
  "channels",
  "country",
  "region",
  "currency",
  "budget",
  "hoursPerWeek",
  "skills",
  "ageBand",
  "stage",
] as const satisfies readonly (keyof BusinessProfile)[];
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/**
 * What an AI answer says it used (`basedOn` on every generator's answer): each profile field the run read, with its
 * value as the person reads it ("$300", "8 h a week"). Empty when the person has no profile or changed every such
 * input for the run.
 */
export const basedOnSchema = z.array(z.object({ field: z.string(), value: z.string() }));
export type BasedOn = z.infer<typeof basedOnSchema>;

/** Every country code, for the form's list (names come from the browser's Intl.DisplayNames). */
export const PROFILE_COUNTRIES = COUNTRY_CODES;
