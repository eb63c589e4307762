/**
 * POST /api/validate-idea (docs/spec-notes.md; docs/product-rules.md): offline and OpenAI engines,
 * every validation message, the free limit consumed only by successes, and the history kept per owner.
 */
import { describe, expect, it } from "vitest";
import { type TestApp, useTestApp } from "../support/test-app";
import { unitsUsed } from "../support/usage";
import { signedInUser } from "../support/factories";
import { useOpenAiTestApp } from "../support/openai-test-app";
import { jsonReply } from "../support/fake-openai";
import {
  IDEA_IN_WORDS_MESSAGE,
  quickValidationRequestSchema,
  validationSchema,
} from "../../shared/contracts/quick-validation";
import { quickValidationTool } from "../../server/ai/tools/quick-validation.tool";

const app = useTestApp();

const used = (a: TestApp, userId: number) => unitsUsed(a, userId, "quick_validation");
const idea = {
  product: "  Notion templates for freelancers ",
  description: "Digital templates sold on Gumroad to help freelancers track clients.",
};

describe("POST /api/validate-idea (offline engine)", () => {
  it("answers { validation } with the scores, the reasons behind each, the four lists and the idea", async () => {
    const { client } = await signedInUser(app);
    const res = await client.post("/api/validate-idea", idea);
    expect(res.status).toBe(200);
    expect(validationSchema.safeParse(res.body.validation).success).toBe(true);
    const v = res.body.validation;
    expect(v.product).toBe("Notion templates for freelancers");
    expect(["excellent", "good", "fair", "poor"]).toContain(v.verdict);
    for (const key of ["marketDemand", "competition", "profitability", "feasibility"])
      expect(v.reasons[key].length).toBeGreaterThan(0);
    expect(res.body.generation).toMatchObject({ tool: "quick-validation", engine: "offline" });
  });

  it("accepts a missing or null description", async () => {
    const { client } = await signedInUser(app);
    expect((await client.post("/api/validate-idea", { product: "Plant swap app" })).body.validation.description).toBe(
      "",
    );
    expect((await client.post("/api/validate-idea", { product: "Plant swap app", description: null })).status).toBe(
      200,
    );
  });

  it("gives a different answer for a different idea", async () => {
    const { client } = await signedInUser(app, { selectedPlan: "pro" });
    const a = (
      await client.post("/api/validate-idea", { product: "Dropshipping phone cases", description: "cheap phone cases" })
    ).body.validation;
    const b = (await client.post("/api/validate-idea", idea)).body.validation;
    // Competition is how open the market is (higher = less crowded): dropshipping is the crowded one.
    expect(a.competition).toBeLessThan(b.competition);
    expect(a.insights).not.toEqual(b.insights);
  });

  it.each([
    ["an empty body", "Product name is required", {}],
    ["a blank product", "Product name is required", { product: "   " }],
    ["product: 7", "Product name is required", { product: 7 }],
    [
      "product: 134 characters",
      "Product name must be at most 120 characters",
      { product: "Plant swap app ".repeat(9).trim() },
    ],
    [
      "product: Plant swap app, description: 12",
      "Description must be text",
      { product: "Plant swap app", description: 12 },
    ],
    [
      "product: Plant swap app, description: 2019 characters",
      "Description must be at most 2000 characters",
      { product: "Plant swap app", description: "Seeds and cuttings. ".repeat(101).trim() },
    ],
  ])("rejects %s with '%s' and consumes nothing", async (_label, message, body) => {
    const { user, client } = await signedInUser(app);
    const res = await client.post("/api/validate-idea", body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "validation_error", message });
    expect(await used(app, user.id)).toBe(0);
  });

  it.each([
    [
      "<script> followed by 2,000 letters 'A'",
      { product: "Great idea", description: `<script>${"A".repeat(1992)}` },
      "description",
    ],
    ["<script> followed by 2,000 letters 'A' as the name", { product: `<script>${"A".repeat(2000)}` }, "product"],
    ["one repeated letter", { product: "AAAAAAAAAAAAAAAAAAAAAAAA" }, "product"],
    ["no words", { product: "!!! 123 ???", description: "" }, "product"],
    [
      "markup in the description",
      { product: "Dog treats", description: "<img src=x onerror=alert(1)> treats" },
      "description",
    ],
  ])("refuses %s with 400 asking for a description in words, never scoring it", async (_label, body, field) => {
    const { user, client } = await signedInUser(app);
    const res = await client.post("/api/validate-idea", body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "validation_error", message: IDEA_IN_WORDS_MESSAGE });
    expect(res.body.message).toMatch(/in words/);
    expect(res.body.details[0]).toMatchObject({ path: field, message: IDEA_IN_WORDS_MESSAGE });
    expect(res.body.validation).toBeUndefined();
    expect(await used(app, user.id)).toBe(0);
    expect((await client.get("/api/generations?tool=quick-validation")).body.generations).toEqual([]);
  });

  it("reads the audience from the name: 'AI homework helper app for high school students' names its customer", async () => {
    const { client } = await signedInUser(app);
    const res = await client.post("/api/validate-idea", { product: "AI homework helper app for high school students" });
    expect(res.status).toBe(200);
    expect(res.body.validation.insights.join(" ")).not.toMatch(/no target customer/i);
    expect(res.body.validation.insights.join(" ")).toContain("high school students");
  });

  it("requires a signed-in user", async () => {
    expect((await app.client().post("/api/validate-idea", idea)).status).toBe(401);
  });

  it("gives a free user 3 validations, counting only successes, then the free-trial limit", async () => {
    const { user, client } = await signedInUser(app);
    expect((await client.post("/api/validate-idea", { product: "" })).status).toBe(400);
    for (let i = 0; i < 3; i++) expect((await client.post("/api/validate-idea", idea)).status).toBe(200);
    const over = await client.post("/api/validate-idea", idea);
    expect(over.status).toBe(402);
    expect(over.body).toMatchObject({ code: "free_limit_reached" });
    expect(over.body.message).toContain("Free trial limit reached");
    expect(await used(app, user.id)).toBe(3);
  });

  it("keeps each user's validations in their own history; another user's id answers 404", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const { generation } = (await owner.client.post("/api/validate-idea", idea)).body;
    const list = await owner.client.get("/api/generations?tool=quick-validation");
    expect(list.body.generations.map((g: { id: number; label: string }) => [g.id, g.label])).toEqual([
      [generation.id, "Notion templates for freelancers"],
    ]);
    expect((await owner.client.get(`/api/generations/${generation.id}`)).body.generation.input.product).toBe(
      "Notion templates for freelancers",
    );
    expect((await other.client.get(`/api/generations/${generation.id}`)).status).toBe(404);
    expect((await other.client.get("/api/generations?tool=quick-validation")).body.generations).toEqual([]);
  });
});

describe("POST /api/validate-idea (OpenAI engine through the fake server)", () => {
  const valid = () => quickValidationTool.offline(quickValidationRequestSchema.parse(idea));
  const { app: ai, fake } = useOpenAiTestApp();

  it("sends the idea in the prompt and answers the model's scores with the verdict its score earns", async () => {
    const { user, client } = await signedInUser(ai);
    fake.script(jsonReply({ ...valid(), overallScore: 84, verdict: "poor" }));
    const res = await client.post("/api/validate-idea", idea);
    expect(res.status).toBe(200);
    expect(res.body.validation).toMatchObject({
      overallScore: 84,
      verdict: "excellent",
      product: "Notion templates for freelancers",
    });
    expect(res.body.generation).toMatchObject({ engine: "openai", model: "gpt-test-mini" });
    const prompt = fake.requests[0].body.messages.map((m: { content: string }) => m.content).join("\n");
    expect(prompt).toContain("Notion templates for freelancers");
    expect(prompt).toContain("track clients");
    expect(await used(ai, user.id)).toBe(1);
  });

  it("retries once on an invalid answer and succeeds with the second", async () => {
    const { client } = await signedInUser(ai);
    fake.script(jsonReply({ overallScore: 140 }), jsonReply(valid()));
    const res = await client.post("/api/validate-idea", idea);
    expect(res.status).toBe(200);
    expect(fake.requests).toHaveLength(2);
  });

  it("answers a provider 429 with a clear error and consumes nothing", async () => {
    const { user, client } = await signedInUser(ai);
    fake.script({ type: "error", status: 429 });
    const res = await client.post("/api/validate-idea", idea);
    expect(res.status).toBe(503);
    expect(res.body.code).toBe("ai_unavailable");
    expect(await used(ai, user.id)).toBe(0);
  });
});
