/**
 * Sales Script Generator (docs/spec-notes.md; docs/product-rules.md; docs/decisions/951): the Pro
 * gate on every endpoint, the script result offline and through the fake OpenAI server, save and history per
 * owner, delete, and the validation messages.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { useTestApp } from "../support/test-app";
import { consumed } from "../support/usage";
import { signedInUser } from "../support/factories";
import { useOpenAiTestApp } from "../support/openai-test-app";
import { jsonReply } from "../support/fake-openai";
import { salesScripts } from "../../shared/schema";
import {
  salesScriptGenerateResponseSchema,
  salesScriptHistoryResponseSchema,
  salesScriptRequestSchema,
  salesScriptSavedResponseSchema,
} from "../../shared/contracts/sales-scripts";
import { salesScriptTool } from "../../server/ai/tools/sales-script.tool";

const pro = { selectedPlan: "pro" as const };
const request = {
  type: "cold_call",
  product: "BookKeepr invoicing app",
  targetAudience: "freelance designers",
  painPoint: "chasing late invoices",
  tone: "consultative",
  industry: "creative services",
  goal: "demo",
};

const app = useTestApp();

async function generated(client: Awaited<ReturnType<typeof signedInUser>>["client"], body: object = request) {
  const res = await client.post("/api/sales-scripts/generate", body);
  expect(res.status).toBe(200);
  return salesScriptGenerateResponseSchema.parse(res.body).script;
}

describe("the Pro gate", () => {
  it.each([
    ["POST", "/api/sales-scripts/generate", request],
    ["POST", "/api/sales-scripts/generate", {}],
    ["POST", "/api/sales-scripts/save", {}],
    ["GET", "/api/sales-scripts/history", undefined],
    ["DELETE", "/api/sales-scripts/history/1", undefined],
  ])("%s %s answers a free user 403 pro_required", async (method, path, body) => {
    const { user, client } = await signedInUser(app);
    const res = await client.request(method, path, body);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("pro_required");
    expect(await consumed(app, user.id)).toEqual({ units: 0, generations: 0 });
  });
});

describe("POST /api/sales-scripts/generate (offline engine)", () => {
  it("answers { script } with every field of the script result, shaped by the inputs", async () => {
    const { user, client } = await signedInUser(app, pro);
    const script = await generated(client);
    expect(script.type).toBe("cold_call");
    const all = JSON.stringify(script);
    for (const part of [
      "BookKeepr invoicing app",
      "freelance designers",
      "chasing late invoices",
      "creative services",
      "demo",
    ])
      expect(all).toContain(part);
    expect(script.script.objection_handling.length).toBeGreaterThanOrEqual(3);
    // No conversion estimate: nothing measures one (decision 1483).
    expect(script.metrics).not.toHaveProperty("conversionPotential");
    expect(["easy", "medium", "hard"]).toContain(script.metrics.difficulty);
    expect(await consumed(app, user.id)).toEqual({ units: 1, generations: 1 });
  });

  it("writes a different script for another type, tone and goal", async () => {
    const { client } = await signedInUser(app, pro);
    const call = await generated(client);
    const email = await generated(client, { ...request, type: "email", tone: "urgent", goal: "referral" });
    expect(email.type).toBe("email");
    expect(email.script.opening).toMatch(/^Subject:/);
    expect(email.script.closing).toContain("put me in touch");
    expect(email.script.opening).not.toEqual(call.script.opening);
  });

  it.each([
    [
      "no type",
      { ...request, type: undefined },
      "Choose a script type: cold call, email, direct message or follow-up.",
    ],
    ["no product", { ...request, product: undefined }, "Product or service is required"],
    ["a blank product", { ...request, product: "   " }, "Product or service is required"],
    [
      "an unknown tone",
      { ...request, tone: "rude" },
      "Choose a tone: professional, friendly, urgent, consultative or conversational.",
    ],
    ["an unknown goal", { ...request, goal: "fame" }, "Choose a goal: meeting, demo, sale, information or referral."],
    [
      "a 301-character pain point",
      { ...request, painPoint: "p".repeat(301) },
      "Pain point must be at most 300 characters",
    ],
  ])("refuses %s with 400 and the message, consuming nothing", async (_label, body, message) => {
    const { user, client } = await signedInUser(app, pro);
    const res = await client.post("/api/sales-scripts/generate", body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "validation_error", message });
    expect(await consumed(app, user.id)).toEqual({ units: 0, generations: 0 });
  });
});

describe("saved scripts", () => {
  it("saves the whole script, lists the owner's newest first, deletes with 204; another user's id is a 404", async () => {
    const owner = await signedInUser(app, pro);
    const other = await signedInUser(app, pro);
    const first = await generated(owner.client);
    const saved1 = await owner.client.post("/api/sales-scripts/save", {
      ...first,
      product: request.product,
      targetAudience: request.targetAudience,
    });
    expect(saved1.status).toBe(201);
    const one = salesScriptSavedResponseSchema.parse(saved1.body).script;
    expect(one).toMatchObject({
      type: first.type,
      script: first.script,
      metrics: first.metrics,
      tips: first.tips,
      product: request.product,
      targetAudience: request.targetAudience,
    });
    const second = await generated(owner.client, { ...request, type: "dm" });
    const two = (await owner.client.post("/api/sales-scripts/save", { ...second, product: "Second product" })).body
      .script;

    const list = salesScriptHistoryResponseSchema.parse((await owner.client.get("/api/sales-scripts/history")).body);
    expect(list.map((s) => s.id)).toEqual([two.id, one.id]);
    expect(list[0].targetAudience).toBe("");
    expect((await other.client.get("/api/sales-scripts/history")).body).toEqual([]);

    expect((await other.client.delete(`/api/sales-scripts/history/${one.id}`)).status).toBe(404);
    expect((await owner.client.delete("/api/sales-scripts/history/0")).status).toBe(400);
    expect((await owner.client.delete(`/api/sales-scripts/history/${one.id}`)).status).toBe(204);
    expect((await owner.client.delete(`/api/sales-scripts/history/${one.id}`)).status).toBe(404);
    expect(((await owner.client.get("/api/sales-scripts/history")).body as { id: number }[]).map((s) => s.id)).toEqual([
      two.id,
    ]);
  });

  it.each([
    ["an empty body", {}],
    ["a script without its objections", "objections"],
    ["a conversion potential of 140", "metrics"],
    ["no product", "product"],
    ["an unknown type", "type"],
  ])("refuses %s with 400 and stores nothing", async (_label, variant) => {
    const { user, client } = await signedInUser(app, pro);
    const s = await generated(client);
    const base = { ...s, product: "BookKeepr" };
    const body =
      variant === "objections"
        ? { ...base, script: { ...s.script, objection_handling: [] } }
        : variant === "metrics"
          ? { ...base, metrics: { ...s.metrics, difficulty: "impossible" } }
          : variant === "product"
            ? { ...s }
            : variant === "type"
              ? { ...base, type: "fax" }
              : variant;
    const res = await client.post("/api/sales-scripts/save", body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_error");
    if (variant === "product") expect(res.body.message).toBe("Product or service is required");
    expect(await app.database.db.select().from(salesScripts).where(eq(salesScripts.userId, user.id))).toEqual([]);
  });
});

describe("POST /api/sales-scripts/generate (OpenAI engine through the fake server)", () => {
  const valid = () => salesScriptTool.offline(salesScriptRequestSchema.parse(request));
  const { app: ai, fake } = useOpenAiTestApp();

  it("sends every input in the prompt and answers the model's script", async () => {
    const { user, client } = await signedInUser(ai, pro);
    fake.script(jsonReply({ ...valid(), metrics: { ...valid().metrics, conversionPotential: 61 } }));
    const res = await client.post("/api/sales-scripts/generate", request);
    expect(res.status).toBe(200);
    // A model's conversion figure is not part of the answer: nothing measures one (decision 1483).
    expect(res.body.script.metrics).not.toHaveProperty("conversionPotential");
    expect(res.body.generation).toMatchObject({ engine: "openai", tool: "sales-script-generator" });
    const prompt = fake.requests[0].body.messages[1].content;
    for (const part of [
      "Cold Call",
      "BookKeepr invoicing app",
      "freelance designers",
      "chasing late invoices",
      "creative services",
      "Consultative",
      "Schedule a demo",
    ])
      expect(prompt).toContain(part);
    expect(await consumed(ai, user.id)).toEqual({ units: 1, generations: 1 });
  });

  it("treats a script of another type as invalid and retries", async () => {
    const { client } = await signedInUser(ai, pro);
    fake.script(jsonReply({ ...valid(), type: "email" }), jsonReply(valid()));
    const res = await client.post("/api/sales-scripts/generate", request);
    expect(res.status).toBe(200);
    expect(fake.requests).toHaveLength(2);
  });

  it("answers 502 after two invalid answers and consumes nothing", async () => {
    const { user, client } = await signedInUser(ai, pro);
    fake.script(
      jsonReply({ ...valid(), script: { opening: "Hi" } }),
      jsonReply({ ...valid(), metrics: { difficulty: "extreme" } }),
    );
    const res = await client.post("/api/sales-scripts/generate", request);
    expect(res.status).toBe(502);
    expect(res.body.code).toBe("ai_unavailable");
    expect(await consumed(ai, user.id)).toEqual({ units: 0, generations: 0 });
  });
});
