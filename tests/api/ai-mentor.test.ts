/**
 * The mentor chat on the offline engine (docs/product-rules.md): JSON and streamed replies that name the
 * person's data, the message rules, the daily free limit (also under ten parallel messages), history restored,
 * conversations owned.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../support/test-app";
import { unitsUsed } from "../support/usage";
import { signedInUser } from "../support/factories";
import { generations, mentorMessages, productIdeas, usageCounters } from "../../shared/schema";
import { periodKey } from "../../server/ai/quota.repository";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { OFFLINE_STREAM_DELAY_MS: "0" } });
});
afterAll(() => app?.close());

/** Reads a server-sent-event body into its events. */
function parseEvents(text: string): { event: string; data: any }[] {
  return text
    .split("\n\n")
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? "null";
      return { event, data: JSON.parse(data) };
    });
}

const usedToday = (userId: number) => unitsUsed(app, userId, "mentor_message", periodKey("day"));

async function setUsedToday(userId: number, used: number) {
  await app.database.db
    .insert(usageCounters)
    .values({ userId, quota: "mentor_message", period: periodKey("day"), used })
    .onConflictDoUpdate({ target: [usageCounters.userId, usageCounters.quota, usageCounters.period], set: { used } });
}

describe("POST /api/ai-mentor/chat", () => {
  it("answers JSON { response } from the playbook the question is about, naming the person's own idea", async () => {
    const { user, client } = await signedInUser(app);
    await app.database.db.insert(productIdeas).values({
      userId: user.id,
      name: "Campus Snack Box",
      description: "Snack boxes for dorms",
      industry: "Food",
      targetMarket: "students",
      estimatedRevenue: "$1K",
      marketSize: "Medium",
      competition: "Low",
      timeToMarket: "1 month",
      riskLevel: "Low",
      profitPotential: "Medium",
    });
    const res = await client.post("/api/ai-mentor/chat", { message: "  How should I price my product?  " });
    expect(res.status).toBe(200);
    expect(res.body.response).toContain("Campus Snack Box");
    expect(res.body.response).toMatch(/margin/i);
    expect(res.body).toMatchObject({ id: expect.any(Number), conversationId: expect.any(Number) });
    expect(await usedToday(user.id)).toBe(1);

    const stored = await app.database.db
      .select()
      .from(mentorMessages)
      .where(eq(mentorMessages.userId, user.id))
      .orderBy(mentorMessages.id);
    expect(stored.map((m) => [m.role, m.incomplete])).toEqual([
      ["user", false],
      ["assistant", false],
    ]);
    expect(stored[0].content).toBe("How should I price my product?");
    expect(stored[1].id).toBe(res.body.id);
    const [history] = await app.database.db.select().from(generations).where(eq(generations.userId, user.id));
    expect(history).toMatchObject({ tool: "ai-mentor", engine: "offline" });
  });

  it("streams server-sent events: deltas, then done with the stored message id", async () => {
    const { client } = await signedInUser(app);
    const res = await client.post(
      "/api/ai-mentor/chat",
      { message: "How do I find my first customers?" },
      { accept: "text/event-stream" },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const events = parseEvents(res.text);
    const deltas = events.filter((e) => e.event === "delta");
    expect(deltas.length).toBeGreaterThan(10);
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    const history = await client.get(`/api/ai-mentor/history?conversationId=${done.data.conversationId}`);
    const reply = history.body.messages.at(-1);
    expect(reply).toMatchObject({ id: done.data.id, role: "assistant", incomplete: false });
    expect(reply.content).toBe(deltas.map((d) => d.data.text).join(""));
    expect(reply.content).toMatch(/first 10 customers/i);
  });

  it("refuses blank, missing and over-long messages with 400 and consumes nothing", async () => {
    const { user, client } = await signedInUser(app);
    for (const body of [{ message: "   " }, {}, { message: "x".repeat(501) }, { message: 5 }]) {
      const res = await client.post("/api/ai-mentor/chat", body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("validation_error");
    }
    expect((await client.post("/api/ai-mentor/chat", { message: "x".repeat(501) })).body.message).toBe(
      "Messages are limited to 500 characters.",
    );
    expect((await client.post("/api/ai-mentor/chat", { message: "   " })).body.message).toBe(
      "Please type a message for your mentor.",
    );
    // 500 characters of real words: held-down keys are refused by the text gate (decision 1434).
    const longest = "How do I price handmade candles for a craft fair? ".repeat(10).slice(0, 500);
    expect((await client.post("/api/ai-mentor/chat", { message: longest })).status).toBe(200);
    expect(await usedToday(user.id)).toBe(1);
  });

  it("answers the 21st free message of the day with 402 free_limit_reached; a streamed request gets the same status", async () => {
    const { user, client } = await signedInUser(app);
    await setUsedToday(user.id, 20);
    const res = await client.post("/api/ai-mentor/chat", { message: "Any tips on motivation?" });
    expect(res.status).toBe(402);
    expect(res.body.code).toBe("free_limit_reached");
    expect(res.body.message).toContain("Free trial limit reached");
    const streamed = await client.post(
      "/api/ai-mentor/chat",
      { message: "Any tips?" },
      { accept: "text/event-stream" },
    );
    expect(streamed.status).toBe(402);
    expect(streamed.body.code).toBe("free_limit_reached");
    expect(await usedToday(user.id)).toBe(20);
  });

  it("lets exactly one of ten parallel messages through when one is left", async () => {
    const { user, client } = await signedInUser(app);
    await setUsedToday(user.id, 19);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        client.post("/api/ai-mentor/chat", { message: `Question ${i} about pricing` }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 402)).toHaveLength(9);
    expect(await usedToday(user.id)).toBe(20);
  });

  it("lets Pro users past 20 messages a day (fair use)", async () => {
    const { user, client } = await signedInUser(app, { selectedPlan: "pro" });
    await setUsedToday(user.id, 20);
    expect((await client.post("/api/ai-mentor/chat", { message: "How do I pick a supplier?" })).status).toBe(200);
  });
});

describe("conversations", () => {
  it("continues the latest conversation, restores its history, and starts a new one on request", async () => {
    const { client } = await signedInUser(app);
    expect((await client.get("/api/ai-mentor/history")).body).toEqual({ conversation: null, messages: [] });

    const first = await client.post("/api/ai-mentor/chat", { message: "How do I validate my idea?" });
    const second = await client.post("/api/ai-mentor/chat", { message: "And how do I stay motivated?" });
    expect(second.body.conversationId).toBe(first.body.conversationId);

    const history = await client.get("/api/ai-mentor/history");
    expect(history.body.conversation).toMatchObject({
      id: first.body.conversationId,
      title: "How do I validate my idea?",
    });
    expect(history.body.messages.map((m: { role: string }) => m.role)).toEqual([
      "user",
      "assistant",
      "user",
      "assistant",
    ]);
    expect(history.body.messages[2].content).toBe("And how do I stay motivated?");

    const created = await client.post("/api/ai-mentor/conversations");
    expect(created.status).toBe(201);
    expect(created.body.conversation).toMatchObject({ title: "New conversation" });
    expect((await client.get("/api/ai-mentor/history")).body).toMatchObject({
      conversation: { id: created.body.conversation.id },
      messages: [],
    });
    const third = await client.post("/api/ai-mentor/chat", { message: "Do I need a business license?" });
    expect(third.body.conversationId).toBe(created.body.conversation.id);
    expect(third.body.response).toMatch(/not legal or tax advice/);

    // Naming the older conversation continues it.
    const back = await client.post("/api/ai-mentor/chat", {
      message: "One more on validation",
      conversationId: first.body.conversationId,
    });
    expect(back.body.conversationId).toBe(first.body.conversationId);

    const list = await client.get("/api/ai-mentor/conversations");
    expect(list.body.conversations.map((c: { id: number }) => c.id)).toEqual([
      first.body.conversationId,
      created.body.conversation.id,
    ]);

    expect((await client.delete(`/api/ai-mentor/conversations/${created.body.conversation.id}`)).status).toBe(204);
    expect((await client.get("/api/ai-mentor/conversations")).body.conversations).toHaveLength(1);
  });

  it("answers 404 for another user's conversation everywhere and 400 for a malformed id", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const chat = await owner.client.post("/api/ai-mentor/chat", { message: "Marketing channels for a candle shop?" });
    const id = chat.body.conversationId;

    expect((await other.client.get(`/api/ai-mentor/history?conversationId=${id}`)).status).toBe(404);
    const foreign = await other.client.post("/api/ai-mentor/chat", { message: "Hello", conversationId: id });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: "Conversation not found", code: "not_found" });
    expect(await usedToday(other.user.id)).toBe(0);
    expect((await other.client.delete(`/api/ai-mentor/conversations/${id}`)).status).toBe(404);
    expect((await other.client.get("/api/ai-mentor/conversations")).body.conversations).toEqual([]);
    expect((await owner.client.get(`/api/ai-mentor/history?conversationId=${id}`)).body.messages).toHaveLength(2);

    expect((await owner.client.delete("/api/ai-mentor/conversations/abc")).status).toBe(400);
    expect((await owner.client.get("/api/ai-mentor/history?conversationId=1.5")).status).toBe(400);
  });
});
