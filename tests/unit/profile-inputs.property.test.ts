/**
 * Which profile facts fill which tool inputs (docs/decisions/1470-business-profile-and-money-in-its-currency.md): a
 * form filled from any profile is valid for its tool where the profile fills it, and a run given exactly those
 * inputs names every fact it was filled from; a run whose inputs were all changed names none.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  PROFILE_AGE_BANDS,
  PROFILE_CHANNELS,
  PROFILE_STAGES,
  type BusinessProfile,
} from "../../shared/contracts/business-profile";
import { COUNTRY_CODES, currencyOfCountry } from "../../shared/domain/currencies";
import { HUSTLE_BUDGETS, HUSTLE_TIMES } from "../../shared/contracts/side-hustle-generator";
import { basedOnFor, budgetBand, prefillFromProfile, profileFieldsOf } from "../../shared/tools/profile-inputs";
import { toolRegistry } from "../../server/modules";

const profiles: fc.Arbitrary<BusinessProfile> = fc
  .record({
    sells: fc.option(fc.constantFrom("candles", "maths tutoring", "silver rings", "x".repeat(150)), { nil: null }),
    channels: fc.uniqueArray(fc.constantFrom(...PROFILE_CHANNELS.map((c) => c.value)), { maxLength: 4 }),
    country: fc.option(fc.constantFrom(...COUNTRY_CODES), { nil: null }),
    region: fc.constant(null),
    budgetCents: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }),
    hoursPerWeek: fc.option(fc.integer({ min: 0, max: 80 }), { nil: null }),
    skills: fc.uniqueArray(fc.constantFrom("photography", "Canva", "baking", "Spanish"), { maxLength: 4 }),
    ageBand: fc.option(fc.constantFrom(...PROFILE_AGE_BANDS.map((a) => a.value)), { nil: null }),
    stage: fc.option(fc.constantFrom(...PROFILE_STAGES.map((s) => s.value)), { nil: null }),
  })
  .map(({ budgetCents, ...p }) => {
    const currency = p.country ? (currencyOfCountry(p.country) ?? null) : null;
    const budget = budgetCents !== null && currency ? (budgetCents / 100).toFixed(2) : null;
    return { ...p, currency, budget, updatedAt: "2026-11-28T00:00:00.000Z" };
  });

const tools = toolRegistry.list.map((r) => r.tool).filter((t) => profileFieldsOf(t.id).length > 0);

describe("profile inputs", () => {
  it("lists a table row for the tools whose forms it fills", () => {
    expect(tools.map((t) => t.id).sort()).toEqual(
      [
        "business-ideas",
        "business-plan",
        "creator-suite",
        "launch-roadmap",
        "logo-maker",
        "market-analysis",
        "niche-discovery",
        "product-trend-scanner",
        "quick-validation",
        "sales-script-generator",
        "side-hustle-generator",
      ].sort(),
    );
  });

  it("fills only valid inputs, and a run given them names each fact it was filled from", () => {
    fc.assert(
      fc.property(profiles, fc.constantFrom(...tools), (profile, tool) => {
        const filled = prefillFromProfile(tool.id, profile);
        const example = tool.id === "business-plan" ? {} : (tool.example as Record<string, unknown>);
        if (tool.id !== "business-plan") {
          const parsed = tool.input.safeParse({ ...example, ...filled });
          const bad = parsed.success ? [] : parsed.error.issues.map((i) => String(i.path[0]));
          // An input the profile filled is never what the schema refuses.
          expect(bad.filter((k) => k in filled)).toEqual([]);
        }
        const basedOn = basedOnFor(tool.id, profile, { ...example, ...filled });
        // Every filled input names the facts it was filled from, each fact once; one input may read two facts
        // (business ideas' skills: what the person sells, then their skills; docs/decisions/1474-your-own-business-first.md).
        expect(basedOn.length).toBeGreaterThanOrEqual(Object.keys(filled).length);
        expect(new Set(basedOn.map((b) => b.field)).size).toBe(basedOn.length);
        for (const { field, value } of basedOn) {
          expect(profileFieldsOf(tool.id)).toContain(field);
          expect(value).not.toBe("");
        }
        expect(basedOnFor(tool.id, null, { ...example, ...filled })).toEqual([]);
      }),
    );
  });

  it("places a budget in a dollar band only through a reference rate, its upper end included", () => {
    const profile = (budget: string, currency: string): BusinessProfile => ({
      sells: null,
      channels: [],
      country: null,
      region: null,
      currency,
      budget,
      hoursPerWeek: null,
      skills: [],
      ageBand: null,
      stage: null,
      updatedAt: "2026-11-28T00:00:00.000Z",
    });
    expect(budgetBand(profile("50.00", "USD"), HUSTLE_BUDGETS)).toBe("0-50");
    expect(budgetBand(profile("300.00", "USD"), HUSTLE_BUDGETS)).toBe("200-500");
    expect(budgetBand(profile("400.00", "GBP"), HUSTLE_BUDGETS)).toBe("500-1000");
    expect(budgetBand(profile("99999.00", "USD"), HUSTLE_BUDGETS)).toBe("1000+");
    expect(budgetBand(profile("400.00", "KZT"), HUSTLE_BUDGETS)).toBeUndefined();
    expect(HUSTLE_TIMES.length).toBeGreaterThan(0);
  });
});
