/**
 * The word generators over a corpus of real inputs (tests/fixtures/inputs-words.ts): every slot is filled by its
 * grammatical role, never glued (docs/decisions/1430-every-slot-has-a-grammatical-role.md), the Creative Suite and sales scripts answer offline with a
 * labelled draft (1433), keyboard mashes are refused and audiences recognised (1431), and every named colour is in
 * every logo palette (1432).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AUDIENCES,
  COLOUR_WISHES,
  DESCRIBED_IDEAS,
  GARBAGE,
  INDUSTRIES,
  LOGO_BUSINESSES,
  PAIN_POINTS,
  PRODUCTS,
  REAL_TEXT,
  TOPICS,
} from "../fixtures/inputs-words";
import {
  articleFor,
  audiencePhrase,
  brokenJoins,
  industryPhrase,
  nounPhrase,
  shapeOf,
  withArticle,
} from "../../server/ai/knowledge/slots";
import { CONTENT_LENGTHS } from "../../shared/domain/content-length";
import { workedFor } from "../../server/ai/knowledge/creator/worked";
import { CONTENT_TONES, CONTENT_TYPES, creatorGenerateRequestSchema } from "../../shared/contracts/creator-suite";
import {
  SCRIPT_GOALS,
  SCRIPT_TONES,
  SCRIPT_TYPES,
  salesScriptRequestSchema,
  scriptAsText,
} from "../../shared/contracts/sales-scripts";
import { NOT_REAL_WORDS_MESSAGE, quickValidationRequestSchema } from "../../shared/contracts/quick-validation";
import { isMadeUpWord } from "../../shared/domain/meaningful-text";
import { LOGO_STYLES, TOO_MANY_COLOURS_MESSAGE, logoRequestSchema } from "../../shared/contracts/logos";
import { COLOUR_NAMES, namedColours } from "../../shared/domain/colour-names";
import { creatorSuiteTool } from "../../server/ai/tools/creator-suite.tool";
import { salesScriptTool } from "../../server/ai/tools/sales-script.tool";
import { quickValidationTool } from "../../server/ai/tools/quick-validation.tool";
import { logoMakerTool } from "../../server/ai/tools/logo-maker.tool";
import { outputSchemaFor } from "../../server/ai/define-generator";
import { audienceOf } from "../../server/ai/knowledge/validation/compose";

const pick = <T>(list: readonly T[]) => fc.constantFrom(...list);

describe("slots", () => {
  it("chooses a or an by sound", () => {
    expect(
      ["elegant", "unique", "hour", "SEO", "UX", "one-page", "8-week", "umbrella", "honest", "MBA", "user"].map(
        withArticle,
      ),
    ).toEqual([
      "an elegant",
      "a unique",
      "an hour",
      "an SEO",
      "a UX",
      "a one-page",
      "an 8-week",
      "an umbrella",
      "an honest",
      "an MBA",
      "a user",
    ]);
    expect(articleFor("vintage")).toBe("a");
  });

  it("reads the shape of a text and fits it to a noun-phrase slot", () => {
    expect(shapeOf("how to choose the right size harness for your dog")).toBe("how-to");
    expect(shapeOf("customers ask for harnesses")).toBe("clause");
    expect(shapeOf("Sell more candles")).toBe("verb");
    expect(shapeOf("Starting a candle business")).toBe("gerund");
    expect(shapeOf("Wedding favours")).toBe("noun");
    expect(nounPhrase("how to choose the right size harness for your dog")).toBe(
      "choosing the right size harness for your dog",
    );
    expect(nounPhrase("Sell more candles")).toBe("selling more candles");
    expect(nounPhrase("Stop losing sales")).toBe("stopping losing sales");
    expect(nounPhrase("customers ask for harnesses", "fact")).toBe("the fact that customers ask for harnesses");
    expect(nounPhrase("why nobody opens our emails")).toBe('"why nobody opens our emails"');
    expect(nounPhrase("Etsy SEO")).toBe("Etsy SEO");
    expect(audiencePhrase("for busy parents", "x")).toBe("busy parents");
    expect(audiencePhrase("", "new entrepreneurs")).toBe("new entrepreneurs");
    expect(industryPhrase("native")).toBe("the native space");
    expect(industryPhrase("the beauty industry")).toBe("the beauty industry");
  });

  it("finds the broken joins a reader found: article, agreement, range, plural", () => {
    for (const bad of [
      "a elegant look",
      "people who are good at how to choose",
      "lose hours every week to how to get reviews",
      "I work with nurses in native.",
      "for for busy parents",
      "a {topic}",
    ])
      expect(brokenJoins(bad), bad).not.toEqual([]);
    expect(brokenJoins("An honest, elegant look for a unique shop; advice on how to price.")).toEqual([]);
  });
});

/** A video script's own part labels, which are not parts to fill. */
const SCRIPT_LABELS = /\[(?:HOOK - 0:00|SCENE \d+|CALL TO ACTION|INTRO|RECAP ON SCREEN)\]/g;

describe("the offline Creative Suite over the corpus", () => {
  it("writes a worked piece for a trade of the catalogue and a labelled draft for any other topic, with no broken join, inside its band", () => {
    fc.assert(
      fc.property(
        pick(TOPICS),
        pick(AUDIENCES),
        pick(CONTENT_TYPES),
        pick(CONTENT_TONES),
        pick(CONTENT_LENGTHS),
        (topic, targetAudience, type, tone, length) => {
          const input = creatorGenerateRequestSchema.parse({ type, topic, tone, length, targetAudience });
          const out = creatorSuiteTool.offline(input);
          expect(outputSchemaFor(creatorSuiteTool, input).safeParse(out).error).toBeUndefined();
          // A topic the understanding layer reads as a trade gets worked material (decision 1487), with nothing to fill.
          const worked = workedFor(topic) !== undefined;
          expect(out.draft).toBe(!worked);
          if (worked) expect(out.content.replace(SCRIPT_LABELS, "")).not.toMatch(/\[[^\]]+\]/);
          else expect(out.content).toMatch(/\[[^\]]+\]/);
          expect(brokenJoins(`${out.title}\n${out.content}`)).toEqual([]);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("fits a topic phrased as a question: no 'good at how to'", () => {
    for (const tone of CONTENT_TONES) {
      const out = creatorSuiteTool.offline(
        creatorGenerateRequestSchema.parse({
          type: "blog_article",
          topic: "how to choose the right size harness for your dog",
          tone,
          length: "long",
          targetAudience: "for dog owners",
        }),
      );
      expect(out.content).not.toMatch(/good at how|for for/i);
      expect(out.content).toContain("how to choose the right size harness for your dog");
    }
  });
});

describe("the offline sales script over the corpus", () => {
  it("writes a labelled draft (a worked script for a trade of the catalogue) with no broken join for every product, audience, pain point and industry", () => {
    fc.assert(
      fc.property(
        pick(PRODUCTS),
        pick(AUDIENCES),
        pick(PAIN_POINTS),
        pick(INDUSTRIES),
        pick(SCRIPT_TYPES),
        pick(SCRIPT_TONES),
        pick(SCRIPT_GOALS),
        (product, targetAudience, painPoint, industry, type, tone, goal) => {
          const input = salesScriptRequestSchema.parse({
            type,
            product,
            targetAudience,
            painPoint,
            industry,
            tone,
            goal,
          });
          const out = salesScriptTool.offline(input);
          expect(outputSchemaFor(salesScriptTool, input).safeParse(out).error).toBeUndefined();
          // A trade of the catalogue gets a worked example to adapt, anything else the labelled draft (decision 1483).
          expect(out.tips[0]).toMatch(out.draft ? /\[bracketed\]/ : /^A worked example for /);
          expect(brokenJoins(`${scriptAsText(out)}\n${out.tips.join("\n")}`)).toEqual([]);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("fits a pain point phrased as a sentence: 'lose hours every week to' a noun phrase", () => {
    const out = salesScriptTool.offline(
      salesScriptRequestSchema.parse({
        type: "email",
        product: "Harness Hub",
        painPoint: "customers ask for harnesses",
        industry: "native",
      }),
    );
    const text = scriptAsText(out);
    expect(text).toContain("lose hours every week to the fact that customers ask for harnesses");
    expect(text).not.toMatch(/\bin native\b/);
  });
});

describe("quick validation over the corpus", () => {
  const refusal = (product: string, description = "") => {
    const r = quickValidationRequestSchema.safeParse({ product, description });
    return r.success ? undefined : r.error.issues[0];
  };

  it("refuses every keyboard mash, as a name or as a description, saying what to write instead", () => {
    for (const g of GARBAGE) {
      expect(refusal(g), g).toMatchObject({ path: ["product"], message: NOT_REAL_WORDS_MESSAGE });
      expect(refusal("Dog treats", g), g).toMatchObject({ path: ["description"], message: NOT_REAL_WORDS_MESSAGE });
    }
    expect(NOT_REAL_WORDS_MESSAGE).toMatch(/what it is and who it is for/);
  });

  it("accepts real text, the corpus's products and topics included", () => {
    for (const t of [...REAL_TEXT, ...PRODUCTS, ...TOPICS.filter((t) => t.length <= 120)])
      expect(refusal(t), t).toBeUndefined();
    expect(REAL_TEXT.flatMap((t) => t.split(" ")).filter(isMadeUpWord)).toEqual(["Qwerty"]);
  });

  it("recognises the audience in any common form and never says no customer is named", () => {
    for (const idea of DESCRIBED_IDEAS) {
      expect(audienceOf(`${idea.product}. ${idea.description}`), idea.description).toMatch(idea.audience);
      const out = quickValidationTool.offline(quickValidationRequestSchema.parse(idea));
      expect(out.insights.join(" ")).not.toMatch(/no target customer/i);
      expect(brokenJoins([...out.insights, ...out.opportunities, ...out.reasons.marketDemand].join("\n"))).toEqual([]);
    }
    expect(audienceOf("women 20-35")).toBe("women 20-35");
  });

  it("writes no broken join for any product of the corpus", () => {
    for (const product of PRODUCTS) {
      const out = quickValidationTool.offline(quickValidationRequestSchema.parse({ product }));
      expect(brokenJoins(out.insights.join("\n")), product).toEqual([]);
    }
  });
});

describe("logo palettes over the corpus", () => {
  it("parses named colours, longest name first", () => {
    for (const wish of COLOUR_WISHES)
      expect(
        namedColours(wish.colors).map((c) => c.name),
        wish.colors,
      ).toEqual(wish.names);
    expect(namedColours("sage green and cream").map((c) => c.hex)).toEqual([
      COLOUR_NAMES["sage green"],
      COLOUR_NAMES.cream,
    ]);
  });

  it("puts every named colour in every palette, with a rationale that reads well", () => {
    fc.assert(
      fc.property(pick(COLOUR_WISHES), pick(LOGO_BUSINESSES), pick(LOGO_STYLES), (wish, business, style) => {
        const input = logoRequestSchema.parse({ ...business, style, colors: wish.colors });
        const out = logoMakerTool.offline(input);
        const checked = outputSchemaFor(logoMakerTool, input).parse(out);
        expect(checked).toEqual(out);
        for (const concept of out.concepts) {
          const palette = Object.values(concept.palette);
          for (const c of namedColours(wish.colors)) expect(palette, `${wish.colors}: ${c.name}`).toContain(c.hex);
          expect(brokenJoins(concept.rationale)).toEqual([]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("gives sage green and cream, not three greens", () => {
    const out = logoMakerTool.offline(
      logoRequestSchema.parse({
        businessName: "Harness Hub",
        industry: "Pet accessories",
        style: "elegant",
        colors: "sage green and cream",
      }),
    );
    for (const c of out.concepts) {
      expect(Object.values(c.palette)).toContain(COLOUR_NAMES.cream);
      expect(Object.values(c.palette)).toContain(COLOUR_NAMES.sage);
      expect(c.rationale).toContain("an elegant look");
    }
  });

  it("refuses more colours than a palette holds", () => {
    const r = logoRequestSchema.safeParse({
      businessName: "Four",
      industry: "Toys",
      style: "playful",
      colors: "red, blue, yellow and green",
    });
    expect(r.error?.issues[0]).toMatchObject({ path: ["colors"], message: TOO_MANY_COLOURS_MESSAGE });
  });
});
