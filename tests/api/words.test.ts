/**
 * Answers that know the person, end to end (docs/decisions/1430-every-slot-has-a-grammatical-role.md to 1433-offline-drafts-say-so.md): keyboard mashes are a 400 beside their field
 * before any run is used, on both engines; the Creative Suite and sales scripts answer offline with a draft that says
 * so (kept in the library and in saved scripts), a model's answer is not labelled; every named colour is in every
 * logo palette whatever the model chose; the prompts built from the corpus have no broken join.
 */
import { describe, expect, it } from "vitest";
import { type TestApp, useTestApp } from "../support/test-app";
import { consumed } from "../support/usage";
import { signedInUser } from "../support/factories";
import { useOpenAiTestApp } from "../support/openai-test-app";
import { jsonReply } from "../support/fake-openai";
import { COLOUR_WISHES, GARBAGE, PAIN_POINTS, PRODUCTS, TOPICS } from "../fixtures/inputs-words";
import { NOT_REAL_WORDS_MESSAGE } from "../../shared/contracts/quick-validation";
import { creatorGenerateRequestSchema } from "../../shared/contracts/creator-suite";
import { salesScriptRequestSchema } from "../../shared/contracts/sales-scripts";
import { logoRequestSchema } from "../../shared/contracts/logos";
import { namedColours } from "../../shared/domain/colour-names";
import { brokenJoins } from "../../server/ai/knowledge/slots";
import { creatorSuiteTool } from "../../server/ai/tools/creator-suite.tool";
import { salesScriptTool } from "../../server/ai/tools/sales-script.tool";
import { logoMakerTool } from "../../server/ai/tools/logo-maker.tool";

const app = useTestApp();
const pro = { selectedPlan: "pro" as const };

/** Posts each mash as the name and as the description: 400 beside the field, nothing used, nothing sent. */
async function expectMashesRefused(a: TestApp, sentToModel: () => number) {
  const { user, client } = await signedInUser(a);
  for (const mash of GARBAGE.slice(0, 6)) {
    for (const [body, field] of [
      [{ product: mash }, "product"],
      [{ product: "Yoga mats", description: mash }, "description"],
    ] as const) {
      const res = await client.post("/api/validate-idea", body);
      expect(res.status, mash).toBe(400);
      expect(res.body).toMatchObject({ code: "validation_error", message: NOT_REAL_WORDS_MESSAGE });
      expect(res.body.details[0]).toMatchObject({ path: field, message: NOT_REAL_WORDS_MESSAGE });
    }
  }
  expect(await consumed(a, user.id)).toEqual({ units: 0, generations: 0 });
  expect(sentToModel()).toBe(0);
  expect((await client.get("/api/usage")).body.usage.quick_validation).toMatchObject({ used: 0, remaining: 3 });
  return { user, client };
}

describe("offline engine", () => {
  it("refuses 'asdfasdf qwerty zzzz' and other mashes with 400 before any run is used", async () => {
    const { user, client } = await expectMashesRefused(app, () => 0);
    const ok = await client.post("/api/validate-idea", {
      product: "Yoga mats",
      description: "Travel mats for women 20-35.",
    });
    expect(ok.status).toBe(200);
    expect(ok.body.validation.insights.join(" ")).not.toMatch(/no target customer/i);
    expect(ok.body.validation.insights.join(" ")).toContain("women 20-35");
    expect((await consumed(app, user.id)).units).toBe(1);
  });

  it("labels the Creative Suite's offline piece a draft, in the answer and in the library", async () => {
    const { client } = await signedInUser(app, pro);
    // A topic outside the catalogue's trades keeps the labelled draft (docs/decisions/1487-creative-suite-worked-drafts.md).
    const res = await client.post("/api/creator/generate", {
      type: "blog_article",
      topic: "how to choose the right freight forwarder for your imports",
      tone: "educational",
      length: "medium",
      targetAudience: "for small importers",
    });
    expect(res.status).toBe(201);
    expect(res.body.content.draft).toBe(true);
    expect(res.body.content.content).not.toMatch(/good at how to|for for/);
    expect(brokenJoins(res.body.content.content)).toEqual([]);
    expect((await client.get("/api/creator/history")).body[0].draft).toBe(true);
  });

  it("writes a worked piece, not a draft, for a topic of the catalogue's trades", async () => {
    const { client } = await signedInUser(app, pro);
    const res = await client.post("/api/creator/generate", {
      type: "blog_article",
      topic: "how to choose the right size harness for your dog",
      tone: "educational",
      length: "medium",
      targetAudience: "for dog owners",
    });
    expect(res.status).toBe(201);
    expect(res.body.content.draft).toBe(false);
    expect(res.body.content.content).toContain("A worked example for small pet brands");
    expect(res.body.content.content).toContain("how to choose the right size harness for your dog");
    expect(res.body.content.content).not.toMatch(/good at how to|for for|\[/);
    expect(brokenJoins(res.body.content.content)).toEqual([]);
    expect((await client.get("/api/creator/history")).body[0].draft).toBe(false);
  });

  it("labels the offline sales script a draft and keeps the label when it is saved", async () => {
    const { client } = await signedInUser(app, pro);
    // A product outside the trades the engine knows keeps the labelled draft (docs/decisions/1483-no-conversion-potential-and-worked-scripts.md).
    const res = await client.post("/api/sales-scripts/generate", {
      type: "email",
      product: "Ledger Lane",
      painPoint: "clients chase unpaid invoices",
      industry: "bookkeeping",
    });
    expect(res.status).toBe(200);
    expect(res.body.script.draft).toBe(true);
    expect(res.body.script.script.hook).toContain(
      "lose hours every week to the fact that clients chase unpaid invoices",
    );
    const saved = await client.post("/api/sales-scripts/save", { ...res.body.script, product: "Ledger Lane" });
    expect(saved.status).toBe(201);
    expect(saved.body.script.draft).toBe(true);
    expect((await client.get("/api/sales-scripts/history")).body[0].draft).toBe(true);
  });

  it("puts sage green and cream in every palette", async () => {
    const { client } = await signedInUser(app);
    const res = await client.post("/api/generate-logo", {
      businessName: "Harness Hub",
      industry: "Pet accessories",
      style: "elegant",
      colors: "sage green and cream",
    });
    expect(res.status).toBe(200);
    for (const c of res.body.concepts) {
      expect(Object.values(c.palette)).toEqual(expect.arrayContaining(["#9caf88", "#f3e9d2"]));
      expect(c.rationale).toContain("an elegant look");
    }
  });
});

describe("model path through the fake OpenAI server", () => {
  const { app: ai, fake } = useOpenAiTestApp();

  it("refuses mashes before a run: no request reaches the model", async () => {
    await expectMashesRefused(ai, () => fake.requests.length);
  });

  it("puts every named colour in every palette whatever colours the model chose", async () => {
    const { client } = await signedInUser(ai, pro);
    const base = { businessName: "Brew & Bloom", industry: "Coffee shop", style: "modern" as const };
    const modelAnswer = logoMakerTool.offline(logoRequestSchema.parse({ ...base, colors: "" }));
    for (const wish of COLOUR_WISHES) {
      fake.script(jsonReply(modelAnswer));
      const res = await client.post("/api/generate-logo", { ...base, colors: wish.colors });
      expect(res.status, wish.colors).toBe(200);
      expect(res.body.generation.engine).toBe("openai");
      for (const concept of res.body.concepts) {
        const palette = Object.values(concept.palette);
        for (const c of namedColours(wish.colors)) expect(palette, `${wish.colors}: ${c.name}`).toContain(c.hex);
      }
      // The stored answer (what the downloads draw) holds them too.
      const stored = await client.get(`/api/generations/${res.body.generation.id}`);
      for (const concept of stored.body.generation.output.concepts)
        for (const c of namedColours(wish.colors)) expect(Object.values(concept.palette)).toContain(c.hex);
    }
  });

  it("does not label a model's piece or script a draft", async () => {
    const { client } = await signedInUser(ai, pro);
    const piece = { title: "Candles on a budget", content: Array.from({ length: 40 }, () => "word").join(" ") };
    fake.script(jsonReply(piece));
    const res = await client.post("/api/creator/generate", { type: "social_post", topic: "Candles", length: "short" });
    expect(res.status).toBe(201);
    expect(res.body.content.draft).toBe(false);
    const offline = salesScriptTool.offline(salesScriptRequestSchema.parse({ type: "dm", product: "PlantPal" }));
    const { draft: _draft, ...script } = offline;
    fake.script(jsonReply(script));
    const made = await client.post("/api/sales-scripts/generate", { type: "dm", product: "PlantPal" });
    expect(made.status).toBe(200);
    expect(made.body.script.draft).toBeUndefined();
  });

  it("sends prompts without broken joins for every input of the corpus", () => {
    for (const topic of TOPICS) {
      const prompt = creatorSuiteTool.prompt(creatorGenerateRequestSchema.parse({ type: "newsletter", topic }));
      expect(brokenJoins(prompt), topic).toEqual([]);
    }
    for (const product of PRODUCTS)
      for (const painPoint of PAIN_POINTS) {
        const prompt = salesScriptTool.prompt(salesScriptRequestSchema.parse({ type: "email", product, painPoint }));
        expect(brokenJoins(prompt), `${product} / ${painPoint}`).toEqual([]);
      }
  });
});
