/**
 * The offline side-hustle generator over the whole option grid (docs/decisions/921): every answer passes its schemas,
 * is deterministic, keeps the budget and time rules ($0-50 never buys stock, small weeks never get a
 * full-time job, costs and hours never above the person's choice), names the person's skills and interests,
 * and changes when any one input changes.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  HUSTLE_BUDGETS,
  HUSTLE_TIMES,
  HUSTLE_TYPES,
  hustleGeneratorResponseSchema,
  maxDollars,
  maxHours,
  withIdeaIds,
  type HustleGeneratorOutput,
} from "../../shared/contracts/side-hustle-generator";
import { sideHustleGeneratorTool as tool } from "../../server/ai/tools/side-hustle-generator.tool";
import {
  HUSTLE_TEMPLATES,
  HUSTLE_TEXT_RULES,
  hustleTemplateSchema,
} from "../../server/ai/knowledge/side-hustles/templates";
import { IDEAS_PER_ANSWER, fitsBudgetAndTime } from "../../server/ai/knowledge/side-hustles/compose";

const values = <T extends readonly { value: string }[]>(list: T) => list.map((o) => o.value) as T[number]["value"][];
const SKILLS = [
  "video editing",
  "drawing",
  "maths",
  "Canva",
  "python",
  "baking",
  "writing",
  "photography",
  "sewing",
  "sales",
];
const INTERESTS = ["gaming", "fitness", "dogs", "anime", "travel", "fashion", "cars", "plants", "music", "K-pop"];

const requestArb = fc.record({
  budget: fc.constantFrom(...values(HUSTLE_BUDGETS)),
  timePerWeek: fc.constantFrom(...values(HUSTLE_TIMES)),
  preferredType: fc.constantFrom(...values(HUSTLE_TYPES)),
  skills: fc.uniqueArray(fc.constantFrom(...SKILLS), { maxLength: 3 }),
  interests: fc.uniqueArray(fc.constantFrom(...INTERESTS), { maxLength: 3 }),
});

const answer = (request: unknown) => tool.offline(tool.input.parse(request));
const textOf = (out: HustleGeneratorOutput) => JSON.stringify(out).toLowerCase();

describe("side-hustle knowledge", () => {
  it("every template passes its schema (cost, hours, stock and full-time rules)", () => {
    for (const t of HUSTLE_TEMPLATES) expect(hustleTemplateSchema.safeParse(t).success, t.key).toBe(true);
    expect(new Set(HUSTLE_TEMPLATES.map((t) => t.key)).size).toBe(HUSTLE_TEMPLATES.length);
  });

  it("has enough hustles for every budget and time: at least four fit each pair, one of each type at $0-50", () => {
    for (const b of values(HUSTLE_BUDGETS))
      for (const h of values(HUSTLE_TIMES))
        expect(HUSTLE_TEMPLATES.filter((t) => fitsBudgetAndTime(t, b, h)).length, `${b} ${h}`).toBeGreaterThanOrEqual(
          IDEAS_PER_ANSWER,
        );
    // The person's own budget inside an option may be as low as its bottom (decision 1493): still enough, even at £0.
    for (const option of HUSTLE_BUDGETS)
      for (const h of values(HUSTLE_TIMES)) {
        const own = { label: "£0", usd: option.min };
        expect(
          HUSTLE_TEMPLATES.filter((t) => fitsBudgetAndTime(t, option.value, h, own)).length,
          `${option.value} at ${option.min} ${h}`,
        ).toBeGreaterThanOrEqual(IDEAS_PER_ANSWER);
      }
    for (const type of ["digital", "physical", "service", "creative"])
      expect(
        HUSTLE_TEMPLATES.filter((t) => t.type === type && fitsBudgetAndTime(t, "0-50", "1-5")).length,
        type,
      ).toBeGreaterThanOrEqual(3);
  });
});

describe("offline side-hustle answers", () => {
  it("pass the output and response schemas and are deterministic over the option grid", () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const out = answer(request);
        expect(tool.output.safeParse(out).success).toBe(true);
        expect(hustleGeneratorResponseSchema.safeParse({ ideas: withIdeaIds(out.ideas) }).success).toBe(true);
        expect(out.ideas).toHaveLength(IDEAS_PER_ANSWER);
        expect(new Set(out.ideas.map((i) => i.title)).size).toBe(out.ideas.length);
        expect(answer(request)).toEqual(out);
      }),
      { numRuns: 300 },
    );
  });

  it("keep every startup cost within the budget and every weekly time within the person's hours", () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const budgetMax = HUSTLE_BUDGETS.find((b) => b.value === request.budget)!.max;
        const hoursMax = HUSTLE_TIMES.find((t) => t.value === request.timePerWeek)!.max;
        for (const idea of answer(request).ideas) {
          expect(maxDollars(idea.startupCost), idea.title).toBeLessThanOrEqual(budgetMax);
          expect(maxHours(idea.timeRequired), idea.title).toBeLessThanOrEqual(hoursMax);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("never suggest buying stock on a $0-50 budget", () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const out = answer({ ...request, budget: "0-50" });
        for (const idea of out.ideas) {
          expect(idea.needsInventory, idea.title).toBe(false);
          expect(JSON.stringify(idea)).not.toMatch(HUSTLE_TEXT_RULES.stock);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("never suggest a full-time job with fewer than 20 hours a week", () => {
    for (const timePerWeek of ["1-5", "5-10", "10-20"])
      fc.assert(
        fc.property(requestArb, (request) => {
          const out = answer({ ...request, timePerWeek });
          expect(textOf(out)).not.toMatch(HUSTLE_TEXT_RULES.fullTime);
          for (const idea of out.ideas)
            expect(maxHours(idea.timeRequired)).toBeLessThanOrEqual(
              timePerWeek === "10-20" ? 20 : Number(timePerWeek.split("-")[1]),
            );
        }),
        { numRuns: 100 },
      );
  });

  it("name every skill and interest the person gave", () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const text = textOf(answer(request));
        for (const word of [...request.skills, ...request.interests]) expect(text).toContain(word.toLowerCase());
      }),
      { numRuns: 300 },
    );
  });

  it("change when any one input changes", () => {
    const others = {
      budget: values(HUSTLE_BUDGETS),
      timePerWeek: values(HUSTLE_TIMES),
      preferredType: values(HUSTLE_TYPES),
    };
    fc.assert(
      fc.property(
        requestArb,
        fc.constantFrom("budget", "timePerWeek", "preferredType", "skills", "interests"),
        fc.nat(),
        (request, field, n) => {
          let changed: typeof request;
          if (field === "skills" || field === "interests") {
            const pool = (field === "skills" ? SKILLS : INTERESTS).filter((x) => !request[field].includes(x));
            changed = { ...request, [field]: [...request[field], pool[n % pool.length]] };
          } else {
            const pool = others[field].filter((x) => x !== request[field]);
            changed = { ...request, [field]: pool[n % pool.length] };
          }
          expect(answer(changed)).not.toEqual(answer(request));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("follow the preferred type: most ideas are of that type when it is not 'any', a mix when it is", () => {
    for (const type of ["digital", "physical", "service", "creative"] as const)
      for (const budget of values(HUSTLE_BUDGETS)) {
        const out = answer({ budget, timePerWeek: "5-10", preferredType: type });
        expect(out.ideas.filter((i) => i.type === type).length, `${type} ${budget}`).toBeGreaterThanOrEqual(3);
      }
    const mixed = answer({ budget: "200-500", timePerWeek: "10-20", preferredType: "any" });
    expect(new Set(mixed.ideas.map((i) => i.type)).size).toBeGreaterThanOrEqual(2);
  });

  it("open hustles that need capital only to a budget that has it", () => {
    const small = answer({ budget: "0-50", timePerWeek: "20-40", preferredType: "physical" }).ideas.map((i) => i.title);
    const large = answer({ budget: "1000+", timePerWeek: "20-40", preferredType: "physical" }).ideas.map(
      (i) => i.title,
    );
    expect(large).not.toEqual(small);
    expect(
      answer({ budget: "1000+", timePerWeek: "20-40", preferredType: "physical" }).ideas.some((i) => i.needsInventory),
    ).toBe(true);
  });

  it("accepts skills and interests as one comma-separated text, and defaults the type to digital", () => {
    const parsed = tool.input.parse({
      budget: "0-50",
      timePerWeek: "1-5",
      skills: " Canva, , canva,drawing ",
      interests: "",
    });
    expect(parsed).toEqual({
      budget: "0-50",
      timePerWeek: "1-5",
      skills: ["Canva", "drawing"],
      interests: [],
      preferredType: "digital",
    });
  });
});
