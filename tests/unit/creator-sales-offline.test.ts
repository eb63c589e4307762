/**
 * The offline Creative Suite and Sales Script answers over their whole option grids: valid against the tool's
 * per-input output schema (length bands included), shaped by every input, deterministic. Plus the word count
 * and band rules of shared/domain/content-length.ts.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CONTENT_TONES,
  CONTENT_TYPES,
  SOCIAL_PLATFORMS,
  creatorGenerateRequestSchema,
  lengthBandIssue,
} from "../../shared/contracts/creator-suite";
import {
  SCRIPT_GOALS,
  SCRIPT_TONES,
  SCRIPT_TYPES,
  salesScriptRequestSchema,
  scriptAsText,
} from "../../shared/contracts/sales-scripts";
import { CONTENT_LENGTHS, LENGTH_BANDS, countWords, inLengthBand } from "../../shared/domain/content-length";
import { creatorSuiteTool } from "../../server/ai/tools/creator-suite.tool";
import { salesScriptTool } from "../../server/ai/tools/sales-script.tool";
import { outputSchemaFor } from "../../server/ai/define-generator";

const TOPICS = [
  "Starting a candle business",
  "TikTok ads for local bakeries",
  "x",
  "How to price handmade jewellery on Etsy",
  "A".repeat(200),
];
const AUDIENCES = ["", "college students", "busy parents", "retirees who sell crafts"];

describe("word count and bands", () => {
  it("counts words, not punctuation or hashtags' symbols alone", () => {
    expect(countWords("Hello, world!  - #tips\n\n2 cats")).toBe(5);
    expect(countWords("   ")).toBe(0);
  });

  it("puts 149 words in short, 150 and 500 in medium, 501 in long", () => {
    const w = (n: number) => Array.from({ length: n }, () => "word").join(" ");
    expect([inLengthBand(w(149), "short"), inLengthBand(w(150), "short")]).toEqual([true, false]);
    expect([inLengthBand(w(150), "medium"), inLengthBand(w(500), "medium"), inLengthBand(w(501), "medium")]).toEqual([
      true,
      true,
      false,
    ]);
    expect([inLengthBand(w(500), "long"), inLengthBand(w(501), "long")]).toEqual([false, true]);
    expect(lengthBandIssue(w(600), "short")).toBe("A short piece has 15-149 words; this one has 600.");
  });
});

describe("the offline Creative Suite over the option grid", () => {
  const grid = CONTENT_TYPES.flatMap((type) =>
    CONTENT_TONES.flatMap((tone) => CONTENT_LENGTHS.map((length) => ({ type, tone, length }))),
  );

  it.each(grid.map((g) => [`${g.type} ${g.tone} ${g.length}`, g] as const))(
    "%s: valid, inside its band, for every topic and audience",
    (_label, g) => {
      for (const topic of TOPICS)
        for (const targetAudience of AUDIENCES) {
          const input = creatorGenerateRequestSchema.parse({ ...g, topic, targetAudience, platform: "linkedin" });
          const out = creatorSuiteTool.offline(input);
          expect(outputSchemaFor(creatorSuiteTool, input).safeParse(out).error).toBeUndefined();
          const band = LENGTH_BANDS[g.length];
          const n = countWords(out.content);
          expect(n).toBeGreaterThanOrEqual(band.min);
          expect(n).toBeLessThanOrEqual(band.max);
          if (targetAudience) expect(out.content).toContain(targetAudience);
          expect(out.content).not.toMatch(/[<>]|\{topic\}|\{audience\}/);
        }
    },
  );

  it("is deterministic and shaped by topic, audience, tone and platform", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SOCIAL_PLATFORMS),
        fc.constantFrom(...CONTENT_TONES),
        fc.constantFrom(...TOPICS.slice(0, 4)),
        (platform, tone, topic) => {
          const input = creatorGenerateRequestSchema.parse({
            type: "social_post",
            topic,
            tone,
            platform,
            length: "short",
            targetAudience: "busy parents",
          });
          const a = creatorSuiteTool.offline(input);
          expect(creatorSuiteTool.offline(input)).toEqual(a);
          const other = creatorSuiteTool.offline({ ...input, targetAudience: "retirees who sell crafts" });
          expect(other.content).not.toEqual(a.content);
        },
      ),
    );
    const base = creatorGenerateRequestSchema.parse({
      type: "social_post",
      topic: "Thrift flipping",
      tone: "casual",
      platform: "instagram",
      length: "short",
      targetAudience: "",
    });
    expect(creatorSuiteTool.offline(base).content).toContain("#sidehustle");
    expect(creatorSuiteTool.offline({ ...base, platform: "linkedin" }).content).toContain("#entrepreneurship");
    expect(creatorSuiteTool.offline({ ...base, tone: "educational" }).content).not.toEqual(
      creatorSuiteTool.offline(base).content,
    );
  });

  it("labels each type's structure", () => {
    const of = (type: (typeof CONTENT_TYPES)[number]) =>
      creatorSuiteTool.offline(
        creatorGenerateRequestSchema.parse({
          type,
          topic: "Meal prep",
          tone: "casual",
          length: "medium",
          targetAudience: "",
        }),
      ).content;
    expect(of("video_script")).toMatch(/^\[HOOK - 0:00\]/);
    expect(of("video_script")).toContain("[SCENE 1]");
    expect(of("newsletter")).toMatch(/^Hi there,/);
    expect(of("blog_article")).toContain("Conclusion:");
  });
});

describe("the offline sales script over the option grid", () => {
  const grid = SCRIPT_TYPES.flatMap((type) =>
    SCRIPT_TONES.flatMap((tone) => SCRIPT_GOALS.map((goal) => ({ type, tone, goal }))),
  );

  it.each(grid.map((g) => [`${g.type} ${g.tone} ${g.goal}`, g] as const))(
    "%s: valid and shaped by every input",
    (_label, g) => {
      const input = salesScriptRequestSchema.parse({
        ...g,
        product: "PlantPal",
        targetAudience: "apartment renters",
        painPoint: "plants keep dying",
        industry: "home & garden",
      });
      const out = salesScriptTool.offline(input);
      expect(outputSchemaFor(salesScriptTool, input).safeParse(out).error).toBeUndefined();
      expect(out.type).toBe(g.type);
      const text = scriptAsText(out);
      for (const part of ["PlantPal", "apartment renters", "plants keep dying", "home & garden"])
        expect(text).toContain(part);
      expect(text).not.toMatch(/\{\w+\}/);
      expect(salesScriptTool.offline(input)).toEqual(out);
      // No conversion estimate: nothing measures one (decision 1483).
      expect(out.metrics).not.toHaveProperty("conversionPotential");
    },
  );
});
