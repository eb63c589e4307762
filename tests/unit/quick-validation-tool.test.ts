/** The quick validation tool: offline answers valid and shaped by the idea, prompts carrying it. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  IDEA_IN_WORDS_MESSAGE,
  quickValidationRequestSchema,
  scoreBand,
  validationOutputSchema,
  verdictFor,
} from "../../shared/contracts/quick-validation";
import { quickValidationTool } from "../../server/ai/tools/quick-validation.tool";

const run = (product: string, description?: string) =>
  quickValidationTool.offline(quickValidationRequestSchema.parse({ product, description }));

const IDEAS: [string, string | undefined][] = [
  ["Tutoring", undefined],
  [
    "Eco-friendly dog treats subscription",
    "Monthly box of sustainable dog treats for busy millennial pet owners, $29 per box.",
  ],
  ["AI study planner app", "A mobile app for students that uses AI to build revision plans."],
  ["Dropshipping phone cases", "cheap phone cases"],
  [
    "Notion templates for freelancers",
    "Digital templates sold on Gumroad to help freelancers track clients and invoices.",
  ],
  ["Medical drone delivery", "Hardware drones delivering prescriptions for rural pharmacies."],
  ["Local bakery", ""],
  ["   Résumé reviews   ", "Résumé coaching service for graduates entering tech."],
];

describe("quick validation offline answer", () => {
  it("passes the output schema over a spread of ideas, with a verdict that matches the score", () => {
    for (const [product, description] of IDEAS) {
      const out = run(product, description);
      const parsed = validationOutputSchema.safeParse(out);
      expect(parsed.success, `${product}: ${parsed.error?.message}`).toBe(true);
      expect(out.verdict).toBe(verdictFor(out.overallScore));
      for (const key of ["marketDemand", "competition", "profitability", "feasibility"] as const) {
        expect(out.reasons[key].length).toBeGreaterThan(0);
      }
    }
  });

  it("is deterministic for the same idea", () => {
    expect(run(...IDEAS[1])).toEqual(run(...IDEAS[1]));
  });

  it("reads saturation: a dropshipping idea scores a less open market (competition, higher = less crowded) than a niche one", () => {
    const crowded = run("Dropshipping phone cases", "cheap phone cases");
    const niche = run("Phone cases", "Specialised cases only for rock climbers, a niche underserved by big brands.");
    expect(crowded.competition).toBeLessThan(niche.competition - 15);
    expect(crowded.reasons.competition.join(" ")).toMatch(/Dropshipping/);
  });

  it("reads margins: digital products are more profitable than physical stock", () => {
    const digital = run("Budget planner", "Digital printable templates, instant download.");
    const physical = run("Budget planner", "Physical notebooks with inventory and shipping from our warehouse.");
    expect(digital.profitability).toBeGreaterThan(physical.profitability + 15);
  });

  it("reads complexity: hardware is harder to launch than a newsletter", () => {
    expect(run("Drone kit", "Hardware drone device for hobbyists.").feasibility).toBeLessThan(
      run("Drone digest", "A weekly newsletter for drone hobbyists.").feasibility - 15,
    );
  });

  it("reads market signals and the named audience, citing them in the reasons", () => {
    const out = run("Sleep coach", "AI sleep coaching for remote workers.");
    expect(out.reasons.marketDemand.join(" ")).toMatch(/AI and automation|wellness/);
    expect(out.reasons.marketDemand.join(" ")).toContain("remote workers");
  });

  it("reads who the idea is for and what it is from the name alone", () => {
    const out = run("AI homework helper app for high school students");
    const text = [...out.insights, ...out.reasons.marketDemand, ...out.opportunities].join(" ");
    expect(text).not.toMatch(/no target customer/i);
    expect(out.insights.join(" ")).toContain("It is an AI homework helper app for high school students");
    expect(out.reasons.marketDemand.join(" ")).toContain("high school students");
  });

  it("does not take what a price buys for the audience", () => {
    const out = run("Plant swap app", "Neighbours swap plant cuttings; $4 a month for premium listings.");
    const text = [...out.insights, ...out.reasons.marketDemand, ...out.opportunities].join(" ");
    expect(text).not.toContain("premium listings");
    expect(run("Meal kits", "Weekly meal kits, $12 per box for busy parents.").insights.join(" ")).toContain(
      "busy parents",
    );
    expect(run("Tutoring", "Online maths tutoring for teens, $20 an hour.").insights.join(" ")).toContain("teens");
  });

  it("scores competition as openness and recommends accordingly: a crowded idea is told to pick its fight", () => {
    const crowded = run("Dropshipping t-shirts", "Print on demand clothing store, dropshipping merch.");
    expect(crowded.competition).toBeLessThanOrEqual(40);
    expect(crowded.recommendations.join(" ")).toMatch(/crowded/);
    expect(crowded.insights[0]).toMatch(/weakest on competition \(\d+, higher = less crowded\)/);
  });

  it("changes when only the description changes", () => {
    expect(run("Candle shop", "")).not.toEqual(
      run("Candle shop", "Handmade premium candles for a local community market."),
    );
  });

  it("names the product in its insights", () => {
    expect(run("Pet portrait studio").insights[0]).toContain("Pet portrait studio");
  });
});

describe("quick validation prompt", () => {
  it("carries the product and the description", () => {
    const prompt = quickValidationTool.prompt(
      quickValidationRequestSchema.parse({ product: " Plant swap app ", description: "For city renters." }),
    );
    expect(prompt).toContain("Plant swap app");
    expect(prompt).toContain("For city renters.");
  });

  it("says when no description was given", () => {
    expect(quickValidationTool.prompt(quickValidationRequestSchema.parse({ product: "Plant swap app" }))).toContain(
      "(none given)",
    );
  });
});

describe("score colours", () => {
  it("uses the 80/60/40 bands for every score, competition included (higher = less crowded)", () => {
    expect([85, 80, 79, 60, 59, 40, 39].map((v) => scoreBand(v))).toEqual([
      "green",
      "green",
      "yellow",
      "yellow",
      "orange",
      "orange",
      "red",
    ]);
    expect(scoreBand(15, true)).toBe("green");
    expect(scoreBand(85, true)).toBe("red");
  });
});

describe("input that does not describe an idea", () => {
  const refused = (product: string, description?: string) => {
    const result = quickValidationRequestSchema.safeParse({ product, description });
    return result.success ? undefined : result.error.issues[0];
  };

  it("refuses markup, one repeated letter and text without words, naming the field", () => {
    expect(refused("<script>" + "A".repeat(2000))).toMatchObject({ path: ["product"], message: IDEA_IN_WORDS_MESSAGE });
    expect(refused("Tutoring", "<script>alert(1)</script>")).toMatchObject({
      path: ["description"],
      message: IDEA_IN_WORDS_MESSAGE,
    });
    expect(refused("AAAAAAAAAAAAAAAA")).toMatchObject({ path: ["product"] });
    expect(refused("!!! 123 ???")).toMatchObject({ path: ["product"] });
    expect(refused("Dog treats", "zzzzzzzzzzzz")).toMatchObject({ path: ["description"] });
  });

  it("accepts ordinary ideas, with or without a description", () => {
    for (const [product, description] of IDEAS) expect(refused(product, description), product).toBeUndefined();
    expect(refused("AI homework helper app for high school students")).toBeUndefined();
    expect(refused("3D printing service", "Prints for < $20 & > 100 designs")).toBeUndefined();
  });

  it("refuses any run of one repeated character and any tag, whatever surrounds them", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 30 }),
        fc.constantFrom(..."abcXYZé!7"),
        fc.integer({ min: 6, max: 400 }),
        (around, ch, n) => {
          expect(refused(`Idea ${around}${ch.repeat(n)}`)).toBeDefined();
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.constantFrom("script", "img src=x", "b", "div class='a'", "/p", "iframe"),
        fc.string({ maxLength: 30 }),
        (tag, around) => {
          expect(refused(`Pet treats ${around}`, `A box <${tag}> of treats`)).toBeDefined();
        },
      ),
    );
  });
});
