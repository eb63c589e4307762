/**
 * The per-minute AI limit belongs to the one way into an engine (docs/decisions/932-one-way-into-an-engine.md):
 * every path that reaches an engine (the generator routes, scoring a tracked idea, adding an idea to the tracker,
 * the mentor chat) counts against one allowance, and parallel requests cannot pass it. An idea refused scoring by
 * the limit is kept, unscored, with the reason in the response.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import { generationsStored } from "../support/usage";
import { businessIdeas } from "../../shared/schema";
import { trackedIdeaResponseSchema } from "../../shared/contracts/idea-tracker";

const AI_PER_MINUTE = 5;
/**
 * Parallel creates of one user. Before the limit moved into reserveRun, 40 were all scored; 20 show the same and
 * stay clear of the embedded database's one connection timing out (503) when the test machine is busy.
 */
const PARALLEL = 20;
const TOO_FAST = "You're generating too fast. Please wait a minute and try again.";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ deps: { rateLimits: { aiPerMinute: AI_PER_MINUTE } } });
});
afterAll(async () => {
  await app?.close();
});

const proUser = () =>
  signedInUser(app, { selectedPlan: "pro", proSubscriptionEndDate: new Date(Date.now() + 30 * 86_400_000) });
const idea = (i: number) => ({
  title: `Idea number ${i}`,
  description: "Meal prep boxes for night-shift nurses, delivered before their shift.",
  industry: "Food",
});

it("20 parallel POST /api/business-ideas: all kept, 5 scored, the rest unscored with the reason", async () => {
  const { user, client } = await proUser();
  const responses = await Promise.all(
    Array.from({ length: PARALLEL }, (_, i) => client.post("/api/business-ideas", idea(i))),
  );
  expect(responses.map((r) => r.status)).toEqual(Array(PARALLEL).fill(201));
  const bodies = responses.map((r) => trackedIdeaResponseSchema.parse(r.body));
  const scored = bodies.filter((b) => b.scoring?.status === "scored");
  const refused = bodies.filter((b) => b.scoring?.status === "rate_limited");
  console.log(
    `${PARALLEL} parallel creates, limit ${AI_PER_MINUTE}/min: ${scored.length} scored, ${refused.length} kept unscored`,
  );
  expect(scored).toHaveLength(AI_PER_MINUTE);
  expect(refused).toHaveLength(PARALLEL - AI_PER_MINUTE);
  for (const b of refused) {
    expect(b.idea.aiScores).toBeNull();
    expect(b.scoring?.message).toBe(`${TOO_FAST} Your idea is saved: score it later with 'Score idea'.`);
  }
  const stored = await app.database.db.select().from(businessIdeas).where(eq(businessIdeas.userId, user.id));
  expect(stored).toHaveLength(PARALLEL);
  expect(stored.filter((r) => r.aiScores !== null)).toHaveLength(AI_PER_MINUTE);
  expect(await generationsStored(app, user.id)).toBe(AI_PER_MINUTE);
}, 120_000);

it("counts every path into an engine against one allowance, and then refuses each of them", async () => {
  const { client } = await proUser();
  const validate = { product: "A meal planner for night-shift nurses", description: "Weekly plans and shopping lists" };
  const created = trackedIdeaResponseSchema.parse((await client.post("/api/business-ideas", idea(1))).body);
  expect(created.scoring?.status).toBe("scored");
  expect((await client.post(`/api/business-ideas/${created.idea.id}/score`)).status).toBe(200);
  expect((await client.post("/api/ai-mentor/chat", { message: "How do I price meal boxes?" })).status).toBe(200);
  expect((await client.post("/api/validate-idea", validate)).status).toBe(200);
  expect((await client.post("/api/score-idea", { ideaId: created.idea.id })).status).toBe(200);

  // The allowance of 5 is used: each path is refused now.
  const later = trackedIdeaResponseSchema.parse((await client.post("/api/business-ideas", idea(2))).body);
  expect(later.scoring?.status).toBe("rate_limited");
  expect(later.idea.aiScores).toBeNull();
  for (const res of [
    await client.post(`/api/business-ideas/${created.idea.id}/score`),
    await client.post("/api/ai-mentor/chat", { message: "And delivery?" }),
    await client.post("/api/ai-mentor/chat", { message: "And delivery?" }, { accept: "text/event-stream" }),
    await client.post("/api/validate-idea", validate),
  ]) {
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: TOO_FAST, code: "rate_limited" });
  }
});
