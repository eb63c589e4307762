/**
 * Which business-profile facts fill which inputs of each AI tool (docs/decisions/1470-business-profile-and-money-in-its-currency.md).
 * One table read by both sides: the client opens a tool's form filled from it (`prefillFromProfile`), and the server
 * names on every answer the profile facts the run used (`basedOnFor`): a fact counts as used when the input the run
 * was given still holds what the profile put there, so a value the person changed for one run is not claimed.
 */
import type { ToolId } from "./manifest";
import {
  PROFILE_AGE_BANDS,
  PROFILE_CHANNELS,
  PROFILE_FIELDS,
  PROFILE_STAGES,
  type BasedOn,
  type BusinessProfile,
  type ProfileField,
} from "../contracts/business-profile";
import { NICHE_BUDGETS, type NicheDiscoveryRequest } from "../contracts/niche-discovery";
import { IDEA_BUDGETS, type BusinessIdeasRequest } from "../contracts/business-ideas";
import { HUSTLE_BUDGETS, HUSTLE_TIMES, type HustleGeneratorRequest } from "../contracts/side-hustle-generator";
import { ROADMAP_BUDGETS, ROADMAP_TIME, type RoadmapRequest } from "../contracts/roadmap";
import type { MarketAnalysisRequest, MarketRegion } from "../contracts/market-analysis";
import type { QuickValidationRequest } from "../contracts/quick-validation";
import type { SalesScriptRequest } from "../contracts/sales-scripts";
import type { CreatorGenerateRequest } from "../contracts/creator-suite";
import type { LogoRequest } from "../contracts/logos";
import type { BusinessPlanRequest } from "../contracts/business-plans";
import type { TrendScanRequest } from "../contracts/trending-products";
import { labelFor } from "../contracts/options";
import { BAND_REFERENCE_USD } from "../domain/currencies";
import type { OwnBudget } from "../contracts/common";
import { formatMoney, moneyFromDecimal, type Money } from "../domain/currency-money";

/** One input of a tool filled from one profile field; `from` gives nothing when the profile cannot fill it. */
type ProfileInput<Req> = {
  field: ProfileField;
  input: keyof Req & string;
  from: (profile: BusinessProfile) => unknown;
};

/** A tool's rows, typed against its request so an input name cannot drift from its schema. */
const rows = <Req>(list: ProfileInput<Req>[]): readonly ProfileInput<Req>[] => list;

/** The profile's budget as money in its currency; null without a budget. */
export function profileBudget(profile: BusinessProfile): Money | null {
  return profile.budget && profile.currency ? moneyFromDecimal(profile.budget, profile.currency) : null;
}

/**
 * The band of a form's dollar bands ("0-500", "10000+") the budget falls in, its upper end included. The amount is
 * placed by an approximate reference rate (never shown); a currency without one gets no band.
 */
export function budgetBand<T extends readonly { value: string }[]>(
  profile: BusinessProfile,
  bands: T,
): T[number]["value"] | undefined {
  const budget = profileBudget(profile);
  const perUnit = budget ? BAND_REFERENCE_USD[budget.currency] : undefined;
  if (!budget || perUnit === undefined) return undefined;
  const dollars = (budget.cents / 100) * perUnit;
  return bands.find((b) => {
    const [lo, hi] = bandRange(b.value);
    return dollars >= lo && dollars <= hi;
  })?.value;
}

/**
 * The profile's budget for a run whose budget band is `chosen`, when that is the band the budget falls in: as the
 * person writes it ("£300", "A$400") and its worth in US dollars at the reference rate
 * (docs/decisions/1493-the-persons-own-budget-in-budget-sentences.md). Undefined for another band, or no budget.
 */
export function ownBudgetFor(
  profile: BusinessProfile,
  bands: readonly { value: string }[],
  chosen: string,
): OwnBudget | undefined {
  const budget = profileBudget(profile);
  if (!budget || budgetBand(profile, bands) !== chosen) return undefined;
  const usd = Math.round((budget.cents / 100) * BAND_REFERENCE_USD[budget.currency]);
  return { label: formatMoney(budget, { whole: "when-round", distinct: true }), usd };
}

/** A band's ends: "0-500" is [0, 500], "10000+" is [10000, Infinity]. */
function bandRange(value: string): [number, number] {
  const [lo, hi] = value.split(/-|\+/);
  return [Number(lo), hi ? Number(hi) : Infinity];
}

/** The band of weekly hours ("5-10") the profile's hours fall in, the lower end included; none below the first. */
function hoursBand<T extends readonly { value: string }[]>(profile: BusinessProfile, bands: T) {
  const hours = profile.hoursPerWeek;
  if (hours === null) return undefined;
  return bands.find((b) => {
    const [lo, hi] = bandRange(b.value);
    return hours >= lo && hours < hi;
  })?.value;
}

/** What the person sells, when it fits an input of `max` characters. */
const sellsUpTo = (max: number) => (p: BusinessProfile) => (p.sells && p.sells.length <= max ? p.sells : undefined);

const skillsList = (p: BusinessProfile) => (p.skills.length ? p.skills : undefined);

/** The business ideas' skills text: what the person sells first (when it fits), then their skills. */
const ideaSkills = (p: BusinessProfile) => {
  const parts = [...(p.sells && p.sells.length <= 120 ? [p.sells] : []), ...p.skills];
  return parts.length ? parts.join(", ") : undefined;
};

const NORTH_AMERICA = new Set(["US", "CA", "MX"]);
const EUROPE = new Set(
  (
    "AD AL AT AX BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI LT LU LV MC MD ME MK MT " +
    "NL NO PL PT RO RS SE SI SK SM UA VA XK"
  ).split(" "),
);
const ASIA_PACIFIC = new Set("AU NZ JP KR CN HK TW SG MO".split(" "));

/** The market-research region of a country. */
function regionOfCountry(country: string): MarketRegion {
  if (NORTH_AMERICA.has(country)) return "north-america";
  if (EUROPE.has(country)) return "europe";
  if (ASIA_PACIFIC.has(country)) return "asia-pacific";
  return "emerging-markets";
}

/** A person who sells only services wants service ideas; anyone else keeps the form's default. */
const onlyServices = (p: BusinessProfile) =>
  p.channels.length > 0 && p.channels.every((c) => c === "services-online" || c === "services-local")
    ? "service"
    : undefined;

const EXPERIENCE = { idea: "beginner", "first-sales": "some", selling: "experienced" } as const;

/** The trend scanner's platform of the first channel it covers (Shopify, Amazon, TikTok Shop). */
const SCAN_PLATFORMS: Partial<Record<string, TrendScanRequest["platform"]>> = {
  shopify: "shopify",
  amazon: "amazon",
  "tiktok-shop": "tiktok",
};
const scanPlatform = (p: BusinessProfile) =>
  p.channels.map((c) => SCAN_PLATFORMS[c]).find((platform) => platform !== undefined);

/** Every AI tool whose form a profile fact can fill. Tools not listed take nothing from the profile. */
const PROFILE_INPUTS: Partial<Record<ToolId, readonly ProfileInput<never>[]>> = {
  "niche-discovery": rows<NicheDiscoveryRequest>([
    { field: "skills", input: "skills", from: skillsList },
    { field: "budget", input: "budget", from: (p) => budgetBand(p, NICHE_BUDGETS) },
    { field: "sells", input: "interests", from: (p) => (sellsUpTo(60)(p) ? [p.sells] : undefined) },
  ]),
  // What the person sells leads the skills, so their own business takes the first idea (decision 1474).
  "business-ideas": rows<BusinessIdeasRequest>([
    { field: "sells", input: "skills", from: ideaSkills },
    { field: "budget", input: "budget", from: (p) => budgetBand(p, IDEA_BUDGETS) },
    { field: "skills", input: "skills", from: (p) => (p.skills.length ? ideaSkills(p) : undefined) },
  ]),
  "business-plan": rows<BusinessPlanRequest>([
    // The exact budget as the person reads it ("£400"): the plan reads it in its currency (decision 1471).
    {
      field: "budget",
      input: "budget",
      from: (p) => {
        const budget = profileBudget(p);
        // "A$400", never a bare "$400", for a currency whose narrow sign is the dollar's.
        return budget ? formatMoney(budget, { whole: "when-round", distinct: true }) : undefined;
      },
    },
  ]),
  "side-hustle-generator": rows<HustleGeneratorRequest>([
    { field: "budget", input: "budget", from: (p) => budgetBand(p, HUSTLE_BUDGETS) },
    { field: "hoursPerWeek", input: "timePerWeek", from: (p) => hoursBand(p, HUSTLE_TIMES) },
    { field: "skills", input: "skills", from: skillsList },
    { field: "channels", input: "preferredType", from: onlyServices },
  ]),
  "launch-roadmap": rows<RoadmapRequest>([
    { field: "sells", input: "businessIdea", from: sellsUpTo(1000) },
    { field: "budget", input: "budget", from: (p) => budgetBand(p, ROADMAP_BUDGETS) },
    { field: "hoursPerWeek", input: "timeCommitment", from: (p) => hoursBand(p, ROADMAP_TIME) },
    { field: "stage", input: "experience", from: (p) => (p.stage ? EXPERIENCE[p.stage] : undefined) },
  ]),
  "market-analysis": rows<MarketAnalysisRequest>([
    { field: "sells", input: "industry", from: sellsUpTo(100) },
    { field: "country", input: "location", from: (p) => (p.country ? regionOfCountry(p.country) : undefined) },
  ]),
  "quick-validation": rows<QuickValidationRequest>([{ field: "sells", input: "product", from: sellsUpTo(120) }]),
  "sales-script-generator": rows<SalesScriptRequest>([{ field: "sells", input: "product", from: sellsUpTo(120) }]),
  "creator-suite": rows<CreatorGenerateRequest>([{ field: "sells", input: "topic", from: sellsUpTo(200) }]),
  "logo-maker": rows<LogoRequest>([{ field: "sells", input: "industry", from: sellsUpTo(60) }]),
  "product-trend-scanner": rows<TrendScanRequest>([{ field: "channels", input: "platform", from: scanPlatform }]),
};

const rowsOf = (toolId: string): readonly ProfileInput<Record<string, unknown>>[] =>
  (PROFILE_INPUTS[toolId as ToolId] ?? []) as readonly ProfileInput<Record<string, unknown>>[];

/** The profile fields a tool reads (empty for a tool that reads none). */
export function profileFieldsOf(toolId: string): ProfileField[] {
  return [...new Set(rowsOf(toolId).map((r) => r.field))];
}

/** The inputs of `toolId` the profile fills, by input name (only those it has a value for). */
export function prefillFromProfile(toolId: string, profile: BusinessProfile | null): Record<string, unknown> {
  if (!profile) return {};
  const filled: Record<string, unknown> = {};
  for (const row of rowsOf(toolId)) {
    const value = row.from(profile);
    if (value !== undefined && value !== null) filled[row.input] = value;
  }
  return filled;
}

const norm = (v: unknown) => (typeof v === "string" ? v.trim().toLowerCase() : v);

/** Whether a run's input still holds what the profile put there (a list may hold more entries than the profile's). */
function holds(given: unknown, filled: unknown): boolean {
  if (Array.isArray(filled)) {
    if (!Array.isArray(given)) return false;
    const have = new Set(given.map(norm));
    return filled.every((f) => have.has(norm(f)));
  }
  return norm(given) === norm(filled);
}

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** A country's English name ("United Kingdom"), or its code when the runtime has no name for it. */
export function countryName(code: string): string {
  return regionNames.of(code) ?? code;
}

/** A profile field as the person reads it: "candles", "Etsy, Amazon", "$300", "8 h a week". */
export function profileFactText(profile: BusinessProfile, field: ProfileField): string | undefined {
  switch (field) {
    case "channels":
      return profile.channels.length
        ? profile.channels.map((c) => labelFor(PROFILE_CHANNELS, c)).join(", ")
        : undefined;
    case "skills":
      return profile.skills.length ? profile.skills.join(", ") : undefined;
    case "budget": {
      const budget = profileBudget(profile);
      // "A$400", never a bare "$400", for a currency whose narrow sign is the dollar's.
      return budget ? formatMoney(budget, { whole: "when-round", distinct: true }) : undefined;
    }
    case "hoursPerWeek":
      return profile.hoursPerWeek === null ? undefined : `${profile.hoursPerWeek} h a week`;
    case "ageBand":
      return profile.ageBand ? labelFor(PROFILE_AGE_BANDS, profile.ageBand) : undefined;
    case "stage":
      return profile.stage ? labelFor(PROFILE_STAGES, profile.stage) : undefined;
    case "country":
      return profile.country ? countryName(profile.country) : undefined;
    default:
      return profile[field] ?? undefined;
  }
}

/**
 * The profile facts a run of `toolId` used: each field whose inputs the run was given as the profile fills them,
 * once, in the profile's order of fields, with its value as the person reads it. Nothing without a profile.
 */
export function basedOnFor(toolId: string, profile: BusinessProfile | null, given: unknown): BasedOn {
  if (!profile || !given || typeof given !== "object") return [];
  const asked = given as Record<string, unknown>;
  const used = new Set<ProfileField>();
  for (const row of rowsOf(toolId)) {
    const value = row.from(profile);
    if (value !== undefined && value !== null && holds(asked[row.input], value)) used.add(row.field);
  }
  return PROFILE_FIELDS.filter((f) => used.has(f)).flatMap((field) => {
    const value = profileFactText(profile, field);
    return value ? [{ field, value }] : [];
  });
}

/**
 * `basedOn` with the facts a tool read as context added (its `withProfile`), each field once, in the profile's order
 * (docs/decisions/1471-plans-carry-funding-and-the-persons-currency.md).
 */
export function basedOnWith(profile: BusinessProfile, basedOn: BasedOn, used: readonly ProfileField[]): BasedOn {
  const have = new Set(basedOn.map((b) => b.field));
  const extra = used.filter((f) => !have.has(f));
  if (extra.length === 0) return basedOn;
  const all = new Set<string>([...have, ...extra]);
  const byField = new Map(basedOn.map((b) => [b.field, b.value]));
  return PROFILE_FIELDS.filter((f) => all.has(f)).flatMap((field) => {
    const value = byField.get(field) ?? profileFactText(profile, field);
    return value ? [{ field, value }] : [];
  });
}
