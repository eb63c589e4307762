/**
 * POST /api/generate-hustle-ideas (docs/spec-notes.md; docs/product-rules.md): the offline and
 * OpenAI engines, the validation messages, the free limit of 3 consumed only by successes, and the history.
 */
import { describe, expect, it } from "vitest";
import { type TestApp, useTestApp } from "../support/test-app";
import { generationsStored, unitsUsed } from "../support/usage";
import { signedInUser } from "../support/factories";
import { useOpenAiTestApp } from "../support/openai-test-app";
import { jsonReply } from "../support/fake-openai";
import { hustleGeneratorResponseSchema, maxDollars, maxHours } from "../../shared/contracts/side-hustle-generator";
import { sideHustleGeneratorTool } from "../../server/ai/tools/side-hustle-generator.tool";

const app = useTestApp();

const consumed = async (a: TestApp, userId: number) => ({
  used: await unitsUsed(a, userId, "side_hustle_generator"),
  generations: await generationsStored(a, userId),
});
const request = {
  budget: "0-50",
  timePerWeek: "1-5",
  skills: ["drawing"],
  interests: ["anime"],
  preferredType: "creative",
};

describe("POST /api/generate-hustle-ideas (offline engine)", () => {
  it("answers { ideas } with every field of the spec, each with an id, shaped by the request", async () => {
    const { client } = await signedInUser(app);
    const res = await client.post("/api/generate-hustle-ideas", request);
    expect(res.status).toBe(200);
    expect(hustleGeneratorResponseSchema.safeParse(res.body).success).toBe(true);
    expect(res.body.generation).toMatchObject({ tool: "side-hustle-generator", engine: "offline" });
    const ideas = res.body.ideas as {
      id: string;
      startupCost: string;
      timeRequired: string;
      needsInventory: boolean;
    }[];
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    expect(new Set(ideas.map((i) => i.id)).size).toBe(ideas.length);
    for (const idea of ideas) {
      expect(Object.keys(idea)).toEqual(
        expect.arrayContaining([
          "id",
          "title",
          "description",
          "category",
          "difficulty",
          "timeRequired",
          "startupCost",
          "potentialEarnings",
          "requirements",
        ]),
      );
      expect(maxDollars(idea.startupCost)).toBeLessThanOrEqual(50);
      expect(maxHours(idea.timeRequired)).toBeLessThanOrEqual(5);
      expect(idea.needsInventory).toBe(false);
    }
    const text = JSON.stringify(ideas);
    expect(text).toContain("drawing");
    expect(text).toContain("anime");
  });

  it("gives a different answer for a different budget, time or type", async () => {
    const { client } = await signedInUser(app, { selectedPlan: "pro" });
    const base = (await client.post("/api/generate-hustle-ideas", request)).body.ideas;
    for (const change of [{ budget: "1000+" }, { timePerWeek: "20-40" }, { preferredType: "service" }]) {
      const other = (await client.post("/api/generate-hustle-ideas", { ...request, ...change })).body.ideas;
      expect(other, JSON.stringify(change)).not.toEqual(base);
    }
  });

  it("defaults the preferred type to digital and accepts skills and interests as comma-separated text", async () => {
    const { client } = await signedInUser(app);
    const res = await client.post("/api/generate-hustle-ideas", {
      budget: "50-200",
      timePerWeek: "5-10",
      skills: "Canva, writing",
      interests: "fitness",
    });
    expect(res.status).toBe(200);
    expect(res.body.ideas.filter((i: { type: string }) => i.type === "digital").length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(res.body.ideas)).toContain("fitness");
  });

  it.each([
    ["an empty body", "Budget is required", {}],
    ["no time per week", "Time per week is required", { budget: "0-50" }],
    ["an empty budget", "Budget is required", { budget: "", timePerWeek: "1-5" }],
    ["an unknown budget", "Budget must be one of the listed options", { budget: "a lot", timePerWeek: "1-5" }],
    ["an unknown time", "Time per week must be one of the listed options", { budget: "0-50", timePerWeek: "100" }],
    [
      "an unknown type",
      "Preferred type must be one of the listed options",
      { budget: "0-50", timePerWeek: "1-5", preferredType: "crypto" },
    ],
    ["skills as a number", "Skills must be a list of text", { budget: "0-50", timePerWeek: "1-5", skills: 7 }],
    [
      "a 61-character interest",
      "Each interests entry must be at most 60 characters",
      { budget: "0-50", timePerWeek: "1-5", interests: ["x".repeat(61)] },
    ],
    [
      "eleven skills",
      "At most 10 skills entries",
      { budget: "0-50", timePerWeek: "1-5", skills: Array.from({ length: 11 }, (_, i) => `skill ${i}`) },
    ],
  ])("rejects %s with '%s' and consumes nothing", async (_label, message, body) => {
    const { user, client } = await signedInUser(app);
    const res = await client.post("/api/generate-hustle-ideas", body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "validation_error", message });
    expect(await consumed(app, user.id)).toEqual({ used: 0, generations: 0 });
  });

  it("requires a signed-in user", async () => {
    expect((await app.client().post("/api/generate-hustle-ideas", request)).status).toBe(401);
  });

  it("gives a free user 3 runs, then the free-trial limit; a Pro user is not limited", async () => {
    const { user, client } = await signedInUser(app);
    for (let i = 0; i < 3; i++) expect((await client.post("/api/generate-hustle-ideas", request)).status).toBe(200);
    const over = await client.post("/api/generate-hustle-ideas", request);
    expect(over.status).toBe(402);
    expect(over.body).toMatchObject({ code: "free_limit_reached" });
    expect(over.body.message).toContain("Free trial limit reached");
    expect(await consumed(app, user.id)).toEqual({ used: 3, generations: 3 });
    const pro = await signedInUser(app, {
      selectedPlan: "pro",
      proSubscriptionEndDate: new Date(Date.now() + 86_400_000),
    });
    for (let i = 0; i < 4; i++) expect((await pro.client.post("/api/generate-hustle-ideas", request)).status).toBe(200);
  });

  it("keeps each run in the person's own history, labelled by budget, time and type", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const { generation } = (await owner.client.post("/api/generate-hustle-ideas", request)).body;
    const list = await owner.client.get("/api/generations?tool=side-hustle-generator");
    expect(list.body.generations.map((g: { id: number; label: string }) => [g.id, g.label])).toEqual([
      [generation.id, "$0 - $50 · 1-5 hours/week · Creative work"],
    ]);
    const detail = await owner.client.get(`/api/generations/${generation.id}`);
    expect(detail.body.generation.input).toMatchObject({ budget: "0-50", skills: ["drawing"] });
    expect((await other.client.get(`/api/generations/${generation.id}`)).status).toBe(404);
  });
});

describe("POST /api/generate-hustle-ideas (OpenAI engine through the fake server)", () => {
  const valid = () => sideHustleGeneratorTool.offline(sideHustleGeneratorTool.input.parse(request));
  const { app: ai, fake } = useOpenAiTestApp();

  it("sends every input in the prompt and answers the model's ideas with ids", async () => {
    const { user, client } = await signedInUser(ai);
    const model = valid();
    model.ideas[0].title = "Anime sticker commissions";
    fake.script(jsonReply(model));
    const res = await client.post("/api/generate-hustle-ideas", request);
    expect(res.status).toBe(200);
    expect(res.body.ideas[0]).toMatchObject({ id: "1-anime-sticker-commissions", title: "Anime sticker commissions" });
    expect(res.body.generation).toMatchObject({ engine: "openai", model: "gpt-test-mini" });
    const prompt = fake.requests[0].body.messages.map((m: { content: string }) => m.content).join("\n");
    for (const part of [
      "$0 - $50",
      "at most $50",
      "1-5 hours/week",
      "drawing",
      "anime",
      "Creative work",
      "never suggest a full-time job",
    ])
      expect(prompt).toContain(part);
    expect(await consumed(ai, user.id)).toEqual({ used: 1, generations: 1 });
  });

  it("retries once on an invalid answer and succeeds with the second", async () => {
    const { client } = await signedInUser(ai);
    fake.script(jsonReply({ ideas: [{ title: "Only a title" }] }), jsonReply(valid()));
    const res = await client.post("/api/generate-hustle-ideas", request);
    expect(res.status).toBe(200);
    expect(fake.requests).toHaveLength(2);
  });

  it("answers 502 after two invalid answers, storing and consuming nothing", async () => {
    const { user, client } = await signedInUser(ai);
    fake.script(jsonReply({ ideas: [] }), { type: "content", content: "not json" });
    const res = await client.post("/api/generate-hustle-ideas", request);
    expect(res.status).toBe(502);
    expect(res.body.code).toBe("ai_unavailable");
    expect(await consumed(ai, user.id)).toEqual({ used: 0, generations: 0 });
  });
});
