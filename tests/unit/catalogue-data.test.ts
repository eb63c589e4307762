/**
 * The curated catalogue files (docs/product-rules.md#reference-catalogues): each passes its Zod schema, has the counts
 * and spread a catalogue needs (docs/product-rules.md#reference-catalogues), unique slugs, honest links (platform searches only) and no remote images.
 */
import { describe, expect, it } from "vitest";
import trendingFile from "../../server/modules/trending-products/data/trending-products.json";
import hustlesFile from "../../server/modules/side-hustles/data/side-hustles.json";
import nichesFile from "../../server/modules/micro-niches/data/micro-niches.json";
import {
  TREND_CATEGORIES,
  TREND_PLATFORMS,
  trendingProductsFileSchema,
} from "../../shared/contracts/trending-products";
import { HUSTLE_CATEGORIES, sideHustlesFileSchema } from "../../shared/contracts/side-hustles";
import { microNichesFileSchema, NICHE_CATEGORIES } from "../../shared/contracts/micro-niches";
import { productSearchUrl } from "../../shared/domain/product-links";
import { TREND_STAGES, trendStage } from "../../shared/domain/trend-stage";
import { TREND_CANDIDATES } from "../../server/ai/knowledge/trend-candidates";
import { scannedProductSchema } from "../../shared/contracts/trending-products";

const CURATED_TREND_CATEGORIES = ["electronics", "fashion", "home", "fitness", "beauty", "toys", "automotive"];
const unique = (xs: string[]) => new Set(xs).size === xs.length;
const isDate = (s: string) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

describe("trending products file", () => {
  const data = trendingProductsFileSchema.parse(trendingFile);

  it("holds at least 80 products on every platform and in every category, with unique slugs", () => {
    expect(data.products.length).toBeGreaterThanOrEqual(80);
    for (const platform of TREND_PLATFORMS)
      expect(data.products.filter((p) => p.platform === platform).length).toBeGreaterThanOrEqual(8);
    // The curated file covers seven categories of the one list (shared/domain/categories.ts) with 8 or more each.
    for (const category of CURATED_TREND_CATEGORIES)
      expect(data.products.filter((p) => p.category === category).length).toBeGreaterThanOrEqual(8);
    for (const p of data.products) expect(TREND_CATEGORIES).toContain(p.category);
    expect(unique(data.products.map((p) => p.slug))).toBe(true);
    expect(isDate(data.reviewedAt)).toBe(true);
  });

  it("gives every product at least 12 weeks of scores and covers every trend stage", () => {
    for (const p of data.products) expect(p.trendHistory.length).toBeGreaterThanOrEqual(12);
    const stages = new Set(data.products.map((p) => trendStage(p.trendHistory, p.season !== undefined)));
    expect([...stages].sort()).toEqual([...TREND_STAGES].sort());
  });

  it("links only to searches on the product's own platform and hot-links no image", () => {
    for (const p of data.products) {
      const url = new URL(productSearchUrl(p.platform, p.name));
      expect(url.protocol).toBe("https:");
      expect(url.hostname).toMatch(/(^|\.)(amazon\.com|aliexpress\.com|shop\.app|tiktok\.com|instagram\.com)$/);
      expect(JSON.stringify(p)).not.toMatch(/https?:\/\//);
    }
  });

  it("offers scan candidates that pass the scan's output schema", () => {
    for (const c of TREND_CANDIDATES) expect(scannedProductSchema.safeParse(c).success).toBe(true);
    for (const category of CURATED_TREND_CATEGORIES)
      expect(TREND_CANDIDATES.some((c) => c.category === category)).toBe(true);
  });
});

describe("side hustles file", () => {
  const data = sideHustlesFileSchema.parse(hustlesFile);

  it("holds at least 40 hustles across all six categories and every difficulty, with unique slugs", () => {
    expect(data.hustles.length).toBeGreaterThanOrEqual(40);
    for (const category of HUSTLE_CATEGORIES)
      expect(data.hustles.filter((h) => h.category === category).length).toBeGreaterThanOrEqual(5);
    for (const level of ["beginner", "intermediate", "advanced"])
      expect(data.hustles.some((h) => h.difficultyLevel === level)).toBe(true);
    expect(unique(data.hustles.map((h) => h.slug))).toBe(true);
  });

  it("gives every hustle at least 3 requirements and 4 steps a beginner can act on", () => {
    for (const h of data.hustles) {
      expect(h.requirements.length).toBeGreaterThanOrEqual(3);
      expect(h.steps.length).toBeGreaterThanOrEqual(4);
      // Steps start with a verb a person can do (no vague headings such as "Marketing").
      for (const step of h.steps) expect(step.split(" ").length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("micro niches file", () => {
  const data = microNichesFileSchema.parse(nichesFile);

  it("holds at least 40 niches across the specification's five categories, with unique slugs", () => {
    expect(data.niches.length).toBeGreaterThanOrEqual(40);
    for (const p of data.niches) expect(NICHE_CATEGORIES).toContain(p.category);
    for (const category of ["pets", "workspace", "gardening", "gaming", "accessibility"])
      expect(data.niches.filter((n) => n.category === category).length).toBeGreaterThanOrEqual(6);
    expect(unique(data.niches.map((n) => n.slug))).toBe(true);
  });

  it("uses every level of competition and demand, so each filter finds something", () => {
    for (const level of ["low", "medium", "high"]) {
      expect(data.niches.some((n) => n.competitionLevel === level)).toBe(true);
      expect(data.niches.some((n) => n.demandLevel === level)).toBe(true);
    }
  });
});
