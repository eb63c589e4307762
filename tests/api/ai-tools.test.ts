/**
 * One table over every registered AI tool (server/modules/index.ts): a tool gets these checks by registering.
 * For each: 400 on an empty body, the free limit (402) or the Pro gate (403), nothing consumed
 * when the engine fails (fake OpenAI answering 500), and the offline answer valid against the tool's schemas.
 * (401 signed out is the access walk's: tests/api/access-walk.test.ts.)
 * Each tool's `example` is its request; a request that is not the tool's input (hooks.request: stored rows, or filters) needs a fixture below.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, useTestApp } from "../support/test-app";
import { useOpenAiTestApp } from "../support/openai-test-app";
import { consumed } from "../support/usage";
import { fitFlowIdea, signedInUser } from "../support/factories";
import { businessIdeas, productIdeas, type User } from "../../shared/schema";
import { FREE_QUOTAS } from "../../shared/domain/plans";
import { errorBodySchema } from "../../shared/contracts/common";
import { generationDetailResponseSchema, generationMetaSchema } from "../../shared/contracts/generations";
import { toolRegistry } from "../../server/modules";
import type { ToolRegistration } from "../../server/ai/registry";
import { toolEntry, type ToolId } from "../../shared/tools/manifest";

/** The tool's gate and quota come from the manifest, as runGenerator() reads them. */
const gateOf = (r: ToolRegistration) => toolEntry(r.tool.id as ToolId);

type Fixture = (app: TestApp, user: User) => Promise<unknown>;

/** Requests that point at the user's own stored rows: the fixture creates the row and answers the request. */
const fixtures: Record<string, Fixture> = {
  "business-plan": async (app, user) => {
    const [idea] = await app.database.db
      .insert(productIdeas)
      .values({ userId: user.id, ...fitFlowIdea })
      .returning();
    return { productIdeaId: idea.id, budget: "$500 - $5,000" };
  },
  "idea-score": async (app, user) => {
    const [idea] = await app.database.db
      .insert(businessIdeas)
      .values({
        userId: user.id,
        title: "Refill Rover",
        description: "A van that refills eco cleaning products for students.",
        industry: "E-commerce",
      })
      .returning();
    return { ideaId: idea.id };
  },
  // The scan's request is the screen's filters; prepare adds the seeded products it already knows.
  "product-trend-scanner": async () => ({ category: "fitness", platform: "tiktok", minTrendScore: 70 }),
};

async function requestOf(r: ToolRegistration, app: TestApp, user: User): Promise<unknown> {
  if (!r.hooks?.request) return r.tool.example;
  const fixture = fixtures[r.tool.id];
  if (!fixture)
    throw new Error(`${r.tool.id} loads stored rows (hooks.request): add a fixture to tests/api/ai-tools.test.ts`);
  return fixture(app, user);
}

const url = (r: ToolRegistration) => `/api${r.path}`;
const pro = { selectedPlan: "pro" as const };

const app = useTestApp();

it("has registered tools, each with a valid example and either a free quota or a Pro gate", () => {
  expect(toolRegistry.list.length).toBeGreaterThanOrEqual(5);
  for (const { tool } of toolRegistry.list) {
    expect(tool.input.safeParse(tool.example).success, `${tool.id}: example must parse`).toBe(true);
    const { quota, plan } = toolEntry(tool.id as ToolId);
    expect(Boolean(quota) || plan === "pro", `${tool.id}: limited or gated`).toBe(true);
  }
});

describe.each(toolRegistry.list.map((r) => [r.tool.id, r] as const))("%s", (_id, r) => {
  it("answers 400 to an empty body and consumes nothing", async () => {
    const { user, client } = await signedInUser(app, pro);
    const res = await client.post(url(r), {});
    expect(res.status).toBe(400);
    expect(errorBodySchema.parse(res.body).code).toBe("validation_error");
    expect(await consumed(app, user.id)).toEqual({ units: 0, generations: 0 });
  });

  const gate = gateOf(r);
  if (gate.plan === "pro") {
    it("answers 403 pro_required to a free user and consumes nothing", async () => {
      const { user, client } = await signedInUser(app);
      const res = await client.post(url(r), await requestOf(r, app, user));
      expect(res.status).toBe(403);
      expect(errorBodySchema.parse(res.body).code).toBe("pro_required");
      expect(await consumed(app, user.id)).toEqual({ units: 0, generations: 0 });
    });
  } else if (gate.quota) {
    const rule = FREE_QUOTAS[gate.quota];
    it(`gives a free user ${rule.limit} runs, then 402 free_limit_reached`, async () => {
      const { user, client } = await signedInUser(app);
      for (let i = 0; i < rule.limit; i++)
        expect((await client.post(url(r), await requestOf(r, app, user))).status).toBe(r.status);
      const over = await client.post(url(r), await requestOf(r, app, user));
      expect(over.status).toBe(402);
      expect(errorBodySchema.parse(over.body)).toMatchObject({ code: "free_limit_reached" });
      expect(over.body.message).toContain("Free trial limit reached");
      expect(await consumed(app, user.id)).toEqual({ units: rule.limit, generations: rule.limit });
    });
  }

  it("answers with the offline engine: the response, the generation and the stored output match the schemas", async () => {
    const { user, client } = await signedInUser(app, pro);
    const res = await client.post(url(r), await requestOf(r, app, user));
    expect(res.status).toBe(r.status);
    // The whole answer against the tool's entry of the endpoint table: the registration's response, generation, basedOn.
    expect(r.response.safeParse(res.body).error).toBeUndefined();
    const { generation } = res.body;
    expect(generationMetaSchema.parse(generation)).toMatchObject({ tool: r.tool.id, engine: "offline" });
    const stored = generationDetailResponseSchema.parse(
      (await client.get(`/api/generations/${generation.id}`)).body,
    ).generation;
    expect(r.tool.output.safeParse(stored.output).error).toBeUndefined();
    expect(await consumed(app, user.id)).toEqual({ units: 1, generations: 1 });
  });
});

describe("nothing is consumed when the engine fails (fake OpenAI answering 500)", () => {
  const { app: ai, fake } = useOpenAiTestApp();
  beforeAll(() => fake.setFallback({ type: "error", status: 500 }));

  it.each(toolRegistry.list.map((r) => [r.tool.id, r] as const))(
    "%s answers 502 ai_unavailable and consumes nothing",
    async (_id, r) => {
      // Pro, so a Pro-only tool reaches the engine too; the free-quota path refunds the same way (run-generator).
      const { user, client } = await signedInUser(ai, pro);
      const res = await client.post(url(r), await requestOf(r, ai, user));
      expect(res.status).toBe(502);
      expect(errorBodySchema.parse(res.body).code).toBe("ai_unavailable");
      expect(await consumed(ai, user.id)).toEqual({ units: 0, generations: 0 });
    },
  );

  it.each(toolRegistry.list.filter((r) => gateOf(r).quota).map((r) => [r.tool.id, r] as const))(
    "%s gives a free user's unit back too",
    async (_id, r) => {
      const { user, client } = await signedInUser(ai);
      expect((await client.post(url(r), await requestOf(r, ai, user))).status).toBe(502);
      expect(await consumed(ai, user.id)).toEqual({ units: 0, generations: 0 });
    },
  );
});
