/**
 * A caller that hangs up does not get a free run (docs/product-rules.md#streaming): once the engine call has gone
 * out it counts, and the generation that finishes after the caller left is stored in the history.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import { createOpenAiTestApp } from "../support/openai-test-app";
import { jsonReply, type FakeOpenAi } from "../support/fake-openai";
import { generations, usageCounters } from "../../shared/schema";
import { nicheDiscoveryTool } from "../../server/ai/tools/niche-discovery.tool";

let app: TestApp;
let fake: FakeOpenAi;
let close: (() => Promise<void>) | undefined;
beforeAll(async () => {
  ({ app, fake, close } = await createOpenAiTestApp(5_000));
});
afterAll(() => close?.());

const nicheBody = {
  industry: "technology",
  skills: ["JavaScript"],
  budget: "500-2000",
  interests: ["gaming"],
  targetMarket: "students",
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 5_000): Promise<T> {
  const end = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < end) {
    await sleep(50);
    value = await read();
  }
  return value;
}

it("keeps the quota and stores the generation when the caller hangs up after the engine call went out", async () => {
  const { user, client } = await signedInUser(app);
  const output = nicheDiscoveryTool.offline(nicheDiscoveryTool.input.parse(nicheBody));
  fake.script({ ...jsonReply(output), delayMs: 600 } as ReturnType<typeof jsonReply>);

  const controller = new AbortController();
  const request = fetch(`${app.baseUrl}/api/generate-niches`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: client.cookieHeader },
    body: JSON.stringify(nicheBody),
    signal: controller.signal,
  }).catch((err: Error) => err);
  // Hang up once the call has reached the engine.
  await waitFor(
    async () => fake.requests.length,
    (n) => n > 0,
  );
  controller.abort();
  expect(await request).toBeInstanceOf(Error);

  const history = await waitFor(
    () => app.database.db.select().from(generations).where(eq(generations.userId, user.id)),
    (rows) => rows.length > 0,
  );
  expect(history).toHaveLength(1);
  expect(history[0]).toMatchObject({ tool: "niche-discovery", engine: "openai" });
  const [counter] = await app.database.db.select().from(usageCounters).where(eq(usageCounters.userId, user.id));
  expect(counter).toMatchObject({ quota: "niche_discovery", used: 1 });

  // The person can reopen it.
  const listed = await client.get("/api/generations?tool=niche-discovery");
  expect(listed.body.generations.map((g: { id: number }) => g.id)).toEqual([history[0].id]);
});

it("still refunds an engine failure", async () => {
  const { user, client } = await signedInUser(app);
  fake.script({ type: "error", status: 500 });
  expect((await client.post("/api/generate-niches", nicheBody)).status).toBe(502);
  const counters = await app.database.db.select().from(usageCounters).where(eq(usageCounters.userId, user.id));
  expect(counters.map((c) => c.used)).toEqual(counters.length ? [0] : []);
});
