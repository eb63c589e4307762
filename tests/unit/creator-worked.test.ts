/**
 * The offline Creative Suite writes worked pieces for every trade of the catalogue and the labelled draft to fill
 * outside it (docs/decisions/1487-creative-suite-worked-drafts.md). Every answer goes through the offline engine's
 * `generate` (the entry runGenerator uses), which validates it against the tool's per-input schema, length band included.
 */
import { describe, expect, it } from "vitest";
import {
  CONTENT_TONES,
  CONTENT_TYPES,
  creatorGenerateRequestSchema,
  type CreatorGenerateRequest,
} from "../../shared/contracts/creator-suite";
import { CONTENT_LENGTHS } from "../../shared/domain/content-length";
import { creatorSuiteTool } from "../../server/ai/tools/creator-suite.tool";
import { createOfflineEngine } from "../../server/ai/offline-engine";
import { TRADE_IDS, termsOf, type TradeId } from "../../server/ai/understanding/lexicon";
import { understand } from "../../server/ai/understanding/understand";
import { WORKED_CONTENT, type WorkedContent } from "../../server/ai/knowledge/creator/worked";
import { SNEAKER_RESALE } from "../../server/ai/knowledge/creator/worked-selling";
import { brokenJoins } from "../../server/ai/knowledge/slots";

const engine = createOfflineEngine();

async function piece(raw: CreatorGenerateRequest) {
  const input = creatorGenerateRequestSchema.parse(raw);
  return (await engine.generate(creatorSuiteTool, input)).output;
}

/** A topic the understanding layer reads as `trade`: the first of its own terms that does. */
function topicOf(trade: TradeId): string {
  const term = termsOf(trade)
    .map((t) => t.replace(/^[?!]/, ""))
    .find((t) => understand(t).trade === trade);
  if (!term) throw new Error(`no term of ${trade} reads as ${trade}`);
  return term;
}

/** The labels of a video script's structure; any other square bracket would be a part left to fill. */
const LABELS = /\[(?:HOOK - 0:00|SCENE \d+|CALL TO ACTION|INTRO|RECAP ON SCREEN)\]/g;

/** The trade's own sentences: the first sentence of each point. */
const ownSentences = (work: WorkedContent) => work.points.map((p) => p.split(/(?<=[.!?])\s/)[0]);

describe("worked Creative Suite pieces", () => {
  it("covers every trade of the lexicon, each with its own material", () => {
    expect(Object.keys(WORKED_CONTENT).sort()).toEqual([...TRADE_IDS].sort());
    const hooks = new Set(TRADE_IDS.map((t) => WORKED_CONTENT[t].hooks.question));
    expect(hooks.size).toBe(TRADE_IDS.length);
    for (const trade of TRADE_IDS) {
      const work = WORKED_CONTENT[trade];
      expect(work.points.length, trade).toBeGreaterThanOrEqual(7);
      expect(
        work.faqs.every((f) => f.includes("? ")),
        trade,
      ).toBe(true);
      expect(work.tags, trade).toMatch(/^#\w+(?: #\w+){2,}$/);
    }
  });

  it.each(TRADE_IDS.map((t) => [t] as const))(
    "%s: every type, tone and length is a worked piece, no bracket to fill, no figure, no broken join",
    async (trade) => {
      const work = WORKED_CONTENT[trade];
      const topic = topicOf(trade);
      for (const type of CONTENT_TYPES)
        for (const tone of CONTENT_TONES)
          for (const length of CONTENT_LENGTHS) {
            const label = `${trade} ${type} ${tone} ${length}`;
            const out = await piece({ type, tone, length, topic, targetAudience: "busy parents", platform: "tiktok" });
            expect(out.draft, label).toBe(false);
            expect(out.title, label).toContain("Worked");
            expect(out.content, label).toContain(`A worked example for ${work.makers}: change every detail`);
            expect(out.content, label).toContain("busy parents");
            expect(
              ownSentences(work).some((s) => out.content.includes(s)),
              label,
            ).toBe(true);
            expect(out.content.replace(LABELS, ""), label).not.toMatch(/[[\]{}]/);
            expect(out.content, label).not.toMatch(/[%$£€]|\d+\s?(?:x|times)\b/);
            expect(brokenJoins(out.content), label).toEqual([]);
            if (type === "social_post") expect(out.content, label).toContain(work.tags.split(" ")[0]);
          }
    },
  );

  it("reads as the trade's buyers would: a candle post, a tutor's guide, a sneaker reseller's script", async () => {
    const candle = await piece({
      type: "social_post",
      tone: "casual",
      length: "short",
      topic: "Starting a candle business on a budget",
      targetAudience: "college students",
      platform: "instagram",
    });
    expect(candle.content).toMatch(/wick|first burn|scent/i);
    expect(candle.content).toContain("#soycandles");
    expect(candle.content).toContain("A worked example for candle makers");

    const tutor = await piece({
      type: "blog_article",
      tone: "educational",
      length: "medium",
      topic: "GCSE maths revision tips",
      targetAudience: "parents of Year 11 students",
    });
    expect(tutor.content).toMatch(/exam/i);
    expect(tutor.content).toContain("This guide is for parents of Year 11 students");

    // A reseller of pairs gets the resale material, not the restorer's (the sneaker trade's own niche).
    const resale = await piece({
      type: "video_script",
      tone: "energetic",
      length: "medium",
      topic: "Reselling sneakers",
      targetAudience: "",
    });
    expect(resale.content).toContain(`A worked example for ${SNEAKER_RESALE.makers}`);
    expect(resale.content).toContain(SNEAKER_RESALE.audience);
    expect(resale.content).toMatch(/^\[HOOK - 0:00\]/);
    // "On Depop" makes it the resale trade for the layer; the sneakers it names still make it a sneaker reseller's post.
    const depop = await piece({
      type: "social_post",
      tone: "casual",
      length: "short",
      topic: "Reselling sneakers on Depop",
      targetAudience: "sneakerheads",
    });
    expect(depop.content).toContain(`A worked example for ${SNEAKER_RESALE.makers}`);
  });

  it("speaks of the topic first within its trade: treats before harnesses in a treats post, and the other way round", async () => {
    const post = (topic: string) =>
      piece({ type: "social_post", tone: "casual", length: "short", topic, targetAudience: "", platform: "instagram" });
    const treats = (await post("Grain-free cat treats")).content;
    const harness = (await post("Dog harnesses for big dogs")).content;
    // A short post holds three points: the ones naming the topic's words come first, and its ask is about the topic.
    const bullets = (content: string) => content.split("\n").filter((l) => l.startsWith("- "));
    expect(
      bullets(treats)
        .slice(0, 2)
        .every((b) => /treat/i.test(b)),
    ).toBe(true);
    expect(treats).toContain("I'll suggest the treat to start with");
    expect(treats).not.toMatch(/escaping their harness|toys/);
    expect(
      bullets(harness)
        .slice(0, 2)
        .every((b) => /harness/i.test(b)),
    ).toBe(true);
    expect(harness).not.toMatch(/treat|toys/i);
  });

  it("says a question topic in the closing note as the person would read it, to them", async () => {
    const note = async (topic: string) =>
      (
        await piece({ type: "newsletter", tone: "professional", length: "short", topic, targetAudience: "" })
      ).content.match(/add what you want to say about (.+), sign it/)?.[1];
    expect(await note("How do I price my candles?")).toBe("how to price your candles");
    expect(await note("should I use soy wax or beeswax")).toBe("whether to use soy wax or beeswax");
    expect(await note("Can I sell candles at the Christmas market?")).toBe(
      "whether you can sell candles at the Christmas market",
    );
    expect(await note("Why do my candles tunnel")).toBe("why your candles tunnel");
  });

  it("keeps the labelled draft to fill for a topic outside the catalogue", async () => {
    for (const topic of ["Freight brokerage compliance audits", "x", "A".repeat(200)]) {
      const out = await piece({
        type: "newsletter",
        tone: "professional",
        length: "medium",
        topic,
        targetAudience: "",
      });
      expect(out.draft, topic).toBe(true);
      expect(out.content, topic).toMatch(/\[[^\]]+\]/);
      expect(out.content, topic).not.toContain("A worked example");
    }
  });

  it("is deterministic, and the audience and tone shape it", async () => {
    const base: CreatorGenerateRequest = {
      type: "newsletter",
      tone: "inspirational",
      length: "long",
      topic: "Dog harness fitting",
      targetAudience: "first-time puppy owners",
    };
    const a = await piece(base);
    expect(await piece(base)).toEqual(a);
    expect((await piece({ ...base, targetAudience: "rescue dog adopters" })).content).not.toEqual(a.content);
    expect((await piece({ ...base, tone: "educational" })).content).not.toEqual(a.content);
    expect(a.content).toContain(WORKED_CONTENT.pets.hooks.story);
  });
});
