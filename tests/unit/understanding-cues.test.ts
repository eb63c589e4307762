/**
 * The last keyword lists moved onto the understanding layer (docs/decisions/1486-tools-read-the-understanding-layer.md):
 * the mentor's careful answers, a plan's business model, Quick Validation's groups of people and own-business's
 * reselling are read by lexicon concepts. Each is checked with phrases the old lists caught and with synonyms, other
 * forms and near spellings they missed.
 */
import { describe, expect, it } from "vitest";
import type { BusinessPlanInput } from "../../shared/contracts/business-plans";
import { businessPlanTool } from "../../server/ai/tools/business-plan.tool";
import { quickValidationRequestSchema } from "../../shared/contracts/quick-validation";
import { quickValidationTool } from "../../server/ai/tools/quick-validation.tool";
import { carefulTopic, statedMinorAge } from "../../server/ai/knowledge/mentor/careful-answers";
import { businessModelOf } from "../../server/ai/knowledge/plan/economics";
import { audienceOf } from "../../server/ai/knowledge/validation/compose";
import { ownBusiness, resellsServiceTrade } from "../../server/ai/knowledge/own-business";
import { conceptsAnywhere, minorAgeStated, peopleNamed, tokens } from "../../server/ai/understanding/understand";

describe("careful answers read the layer", () => {
  it("chooses the tax answer", () => {
    for (const q of [
      "Do I need to register for VAT?",
      "Do I pay sales tax on Etsy sales?",
      "do I need to register with HMRC",
      "Am I self-employed if I sell at weekends?",
      "Do I have to declare what I make?",
      "Is this tax deductible?",
    ])
      expect(carefulTopic(q), q).toBe("tax");
  });

  it("chooses the food answer for food with a word of the law, or the food rules themselves", () => {
    for (const q of [
      "Do I need a food licence in Ohio?",
      "Can I sell cakes from home legally?",
      "Do I need a permit to sell dog treats?",
      "cottage food law",
      "How does the cottage food law work in Texas?",
      "How do I get a hygiene rating?",
      "Do I have to list allergens on my cookies?",
      "Is it legal to sell sourdough from my kitchen?",
    ])
      expect(carefulTopic(q), q).toBe("food");
    expect(carefulTopic("How do I price my cupcakes?")).toBeNull();
  });

  it("chooses the licence answer", () => {
    for (const q of [
      "Do I need a business license?",
      "Do I need a permit for a market stall?",
      "Is it illegal to resell concert tickets?",
      "Am I allowed to sell candles at the park?",
      "What regulations apply to selling candles?",
    ])
      expect(carefulTopic(q), q).toBe("licence");
  });

  it("chooses the age answer first, and reads the age stated", () => {
    const ages: [string, number | null][] = [
      ["Is it legal for me to sell at 15?", 15],
      ["I'm 16, can I open an Etsy shop?", 16],
      ["I'm fifteen, do I need to register?", 15],
      ["I am 14 years old and want to sell slime", 14],
      ["Can a minor sell on eBay?", null],
      ["Is there an age limit for Shopify?", null],
      ["I'm under 18, what changes?", null],
      ["Am I old enough to sell online?", null],
    ];
    for (const [q, age] of ages) {
      expect(carefulTopic(q), q).toBe("age");
      expect(statedMinorAge(q), q).toBe(age);
    }
  });

  it("answers nothing careful for ordinary questions, prices, percentages and other people's ages", () => {
    for (const q of [
      "How do I find my first customers?",
      "How do I make passive income?",
      "Should I sell at $15 or $20?",
      "Start at $5-10 a day on ads?",
      "Is a 15% margin enough?",
      "What time zone should I post in?",
      "How do I allow pre-orders?",
    ])
      expect(carefulTopic(q), q).toBeNull();
    expect(minorAgeStated("toys for 11-14 year olds")).toBeNull();
  });
});

describe("a plan's business model reads the layer", () => {
  const base = businessPlanTool.input.parse(businessPlanTool.example);
  const of = (description: string, revenueModel = "", name = "My idea") =>
    businessModelOf({ idea: { ...base.idea, name, revenueModel, description } satisfies BusinessPlanInput["idea"] });

  it("reads each model from the words the old list caught", () => {
    expect(of("GCSE maths", "Hourly lessons")).toBe("hourly");
    expect(of("Resell sneakers")).toBe("resale");
    expect(of("Planners", "Template sales")).toBe("digital");
    expect(of("A subscription box of teas")).toBe("subscription");
    expect(of("Pet harnesses", "Wholesale")).toBe("product");
  });

  it("reads synonyms and other forms it missed", () => {
    expect(of("A monthly box of snacks")).toBe("subscription");
    expect(of("Monthly boxes of candles.")).toBe("subscription");
    expect(of("Preloved designer bags")).toBe("resale");
    expect(of("Second hand textbooks to students")).toBe("resale");
    expect(of("Pressure washing driveways")).toBe("hourly");
    expect(of("Car valeting in Birmingham")).toBe("hourly");
    expect(of("Stock photos and sample packs")).toBe("digital");
  });

  it("does not take another word of a stem or a near spelling for a model", () => {
    expect(of("Engraved, repairable jewellery")).toBe("product");
    expect(of("Meal prep for people with time-consuming jobs")).toBe("product");
    expect(of("Clean skincare with every detail on the label")).toBe("product");
    // The revenue model decides before the description's buyers do.
    expect(of("Aimed at millennials, who pay for subscriptions.", "Product sales ($18-40 per item)")).toBe("product");
  });
});

describe("Quick Validation's groups of people are the layer's audiences", () => {
  const run = (product: string, description?: string) =>
    quickValidationTool.offline(quickValidationRequestSchema.parse({ product, description }));

  it("names groups without 'for', with what qualifies them", () => {
    expect(audienceOf("Treat subscription that dog owners love")).toBe("dog owners");
    expect(audienceOf("Meal kits that new parents love")).toBe("new parents");
    expect(audienceOf("Homework app, high school students")).toBe("high school students");
    expect(audienceOf("Etsy sellers toolkit")).toBe("etsy sellers");
    expect(audienceOf("Rent tracker: landlords in Leeds")).toBe("landlords in Leeds");
    expect(audienceOf("Planner that women 20-35 use")).toBe("women 20-35");
    expect(audienceOf("Weekly batch cooking for elderly neighbours")).toBe("elderly neighbours");
    expect(audienceOf("Budget app, people aged 20-35")).toBe("people aged 20-35");
  });

  it("does not take a stem, a place or one person for a group", () => {
    expect(audienceOf("Design services")).toBeUndefined();
    expect(audienceOf("Local bakery")).toBeUndefined();
    expect(audienceOf("A mom-run bakery")).toBeUndefined();
    expect(audienceOf("Budget app for people")).toBeUndefined();
    expect(peopleNamed("I do baking and cooking").map((m) => m.text)).toEqual([]);
  });

  it("quotes the audiences in the answer", () => {
    const dogs = run("Dog treat box", "Healthy treats that dog owners get monthly.");
    expect(dogs.reasons.marketDemand.join(" ")).toContain("dog owners");
    const babies = run("Sleep guide", "A short course new parents can finish in a weekend.");
    expect(babies.reasons.marketDemand.join(" ")).toContain("new parents");
  });
});

describe("own business reads reselling from the layer", () => {
  it("gives a reseller of sneakers the resale frame, named by the thing", () => {
    expect(resellsServiceTrade("sneaker reselling", "sneakers")).toBe(true);
    expect(resellsServiceTrade("I flip trainers", "sneakers")).toBe(true);
    expect(resellsServiceTrade("re-selling Jordans", "sneakers")).toBe(true);
    expect(resellsServiceTrade("sneaker cleaning", "sneakers")).toBe(false);
    expect(ownBusiness("sneaker reselling")?.niche.name).toBe("Sneakers Resale Shop");
    expect(ownBusiness("Reselling Jordans")?.niche.name).toBe("Jordans Resale Shop");
  });
});

describe("the layer's cues", () => {
  it("reads a word inside a longer term of another concept", () => {
    expect(conceptsAnywhere("dog treats").has("sweets")).toBe(true);
    expect(conceptsAnywhere("Do I need a licnese?").has("licensing")).toBe(true);
    expect(conceptsAnywhere("time-consuming", { asWritten: true }).has("hourlyModel")).toBe(false);
  });

  it("leaves amounts of money and percentages out of the words", () => {
    expect(tokens("sell at $15-20, a 15% margin")).toEqual(["sell", "at", "a", "margin"]);
  });
});
