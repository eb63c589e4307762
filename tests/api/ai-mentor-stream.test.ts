/**
 * The mentor chat through the OpenAI SDK against the fake server (docs/product-rules.md#streaming): deltas reach the
 * client before the reply is complete, the final event carries the stored message id, an engine failure refunds, and a
 * person who leaves mid-stream aborts the engine call, is counted once, and keeps the partial reply marked incomplete.
 */
import { expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { signedInUser, sneakerResaleIdea } from "../support/factories";
import { useOpenAiTestApp } from "../support/openai-test-app";
import { waitFor } from "../support/wait";
import { generations, mentorConversations, mentorMessages, productIdeas, usageCounters } from "../../shared/schema";

const { app, fake } = useOpenAiTestApp(5_000);

const used = async (userId: number) =>
  (
    await app.database.db
      .select()
      .from(usageCounters)
      .where(and(eq(usageCounters.userId, userId), eq(usageCounters.quota, "mentor_message")))
  )[0]?.used ?? 0;

/** Posts a streamed chat and reads its events as they arrive, noting when each came. */
async function streamChat(cookie: string, message: string, signal?: AbortSignal, conversationId?: number) {
  const res = await fetch(`${app.baseUrl}/api/ai-mentor/chat`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream", cookie },
    body: JSON.stringify({ message, conversationId }),
    signal,
  });
  return res;
}

async function* events(res: Response) {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let cut;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      yield {
        event: /^event: (.*)$/m.exec(block)![1],
        data: JSON.parse(/^data: (.*)$/m.exec(block)![1]),
        at: Date.now(),
      };
    }
  }
}

it("streams deltas before the end; done carries the stored message id; the model got the person's data and the history", async () => {
  const { user, client } = await signedInUser(app);
  await app.database.db.insert(productIdeas).values({ userId: user.id, ...sneakerResaleIdea });
  fake.script({ type: "stream", chunks: ["Start ", "with ", "**ten** ", "customers."], chunkDelayMs: 150 });
  const started = Date.now();
  const res = await streamChat(client.cookieHeader, "How do I get customers?");
  expect(res.status).toBe(200);
  const seen = [];
  for await (const e of events(res)) seen.push(e);
  const deltas = seen.filter((e) => e.event === "delta");
  expect(deltas.map((d) => d.data.text)).toEqual(["Start ", "with ", "**ten** ", "customers."]);
  const done = seen.at(-1)!;
  expect(done.event).toBe("done");
  // The first words arrived well before the reply was complete.
  expect(done.at - deltas[0].at).toBeGreaterThanOrEqual(200);
  expect(deltas[0].at - started).toBeLessThan(done.at - started);

  const [reply] = await app.database.db.select().from(mentorMessages).where(eq(mentorMessages.id, done.data.id));
  expect(reply).toMatchObject({
    role: "assistant",
    content: "Start with **ten** customers.",
    incomplete: false,
    userId: user.id,
    conversationId: done.data.conversationId,
  });
  expect(await used(user.id)).toBe(1);

  const sent = fake.requests[0].body;
  expect(sent.stream).toBe(true);
  expect(sent.messages[0].role).toBe("system");
  expect(sent.messages[0].content).toContain("Retro Sneaker Resale");
  expect(sent.messages.at(-1)).toEqual({ role: "user", content: "How do I get customers?" });

  // The next turn carries the earlier exchange.
  fake.script({ type: "stream", chunks: ["Yes."] });
  const json = await client.post("/api/ai-mentor/chat", { message: "Should I post on TikTok?" });
  expect(json.body).toMatchObject({ response: "Yes.", conversationId: done.data.conversationId });
  expect(fake.requests[1].body.messages.slice(1).map((m: { role: string; content: string }) => m.content)).toEqual([
    "How do I get customers?",
    "Start with **ten** customers.",
    "Should I post on TikTok?",
  ]);
});

it("refunds an engine failure: JSON gets 502, a stream gets an error event with the error body", async () => {
  const { user, client } = await signedInUser(app);
  fake.script({ type: "error", status: 500 });
  const json = await client.post("/api/ai-mentor/chat", { message: "Pricing help?" });
  expect(json.status).toBe(502);
  expect(json.body.code).toBe("ai_unavailable");

  fake.script({ type: "error", status: 429 });
  const res = await streamChat(client.cookieHeader, "Pricing help?");
  const seen = [];
  for await (const e of events(res)) seen.push(e);
  expect(seen).toEqual([
    {
      event: "error",
      data: { message: expect.stringContaining("busy"), code: "ai_unavailable", status: 503 },
      at: expect.any(Number),
    },
  ]);
  expect(await used(user.id)).toBe(0);
  expect(await app.database.db.select().from(mentorMessages).where(eq(mentorMessages.userId, user.id))).toEqual([]);
});

it("an abandoned stream aborts the engine call, counts once and keeps the partial reply marked incomplete", async () => {
  const { user, client } = await signedInUser(app);
  fake.script({ type: "stream", chunks: ["First ", "part ", "then ", "much ", "more ", "text."], chunkDelayMs: 200 });
  const controller = new AbortController();
  const res = await streamChat(client.cookieHeader, "Tell me about suppliers", controller.signal);
  const received: string[] = [];
  for await (const e of events(res)) {
    received.push(e.data.text);
    if (received.length === 2) break;
  }
  controller.abort();

  const stored = await waitFor(
    () =>
      app.database.db
        .select()
        .from(mentorMessages)
        .where(eq(mentorMessages.userId, user.id))
        .orderBy(mentorMessages.id),
    (rows) => rows.length === 2,
    { everyMs: 25 },
  );
  expect(stored[0]).toMatchObject({ role: "user", content: "Tell me about suppliers" });
  expect(stored[1]).toMatchObject({ role: "assistant", incomplete: true });
  expect(stored[1].content.startsWith("First part ")).toBe(true);
  expect(stored[1].content).not.toContain("text.");
  expect(
    await waitFor(
      async () => fake.abortedStreams(),
      (n) => n === 1,
      { everyMs: 25 },
    ),
  ).toBe(1);
  expect(await used(user.id)).toBe(1);

  const history = await client.get("/api/ai-mentor/history");
  expect(history.body.messages.at(-1)).toMatchObject({ role: "assistant", incomplete: true });
});

it("a conversation deleted while its reply streams: the message counts and the reply is kept, in a new conversation", async () => {
  const { user, client } = await signedInUser(app);
  fake.script({ type: "stream", chunks: ["Hello."] });
  const first = await client.post("/api/ai-mentor/chat", { message: "Hi mentor" });
  expect(first.status).toBe(200);
  const deleted = first.body.conversationId as number;
  expect(await used(user.id)).toBe(1);

  // Each round: a full reply streams while the person deletes its conversation after the first words.
  let conversationId = deleted;
  for (let round = 1; round <= 3; round++) {
    fake.script({ type: "stream", chunks: ["Pick ", "one ", "channel ", "first."], chunkDelayMs: 150 });
    const res = await streamChat(client.cookieHeader, `Which channel? (${round})`, undefined, conversationId);
    const seen = [];
    for await (const e of events(res)) {
      seen.push(e);
      if (seen.length === 1)
        expect((await client.delete(`/api/ai-mentor/conversations/${conversationId}`)).status).toBe(204);
    }
    expect(
      seen
        .filter((e) => e.event === "delta")
        .map((e) => e.data.text)
        .join(""),
    ).toBe("Pick one channel first.");
    const done = seen.at(-1)!;
    expect(done.event).toBe("done");
    expect(done.data.conversationId).not.toBe(conversationId);
    expect(await used(user.id)).toBe(1 + round);
    const history = await client.get(`/api/ai-mentor/history?conversationId=${done.data.conversationId}`);
    expect(history.body.messages).toEqual([
      expect.objectContaining({ role: "user", content: `Which channel? (${round})` }),
      expect.objectContaining({
        id: done.data.id,
        role: "assistant",
        content: "Pick one channel first.",
        incomplete: false,
      }),
    ]);
    conversationId = done.data.conversationId;
  }
  const rows = await app.database.db.select().from(mentorConversations).where(eq(mentorConversations.userId, user.id));
  expect(rows.map((r) => r.id)).toEqual([conversationId]);
  expect(await app.database.db.select().from(generations).where(eq(generations.userId, user.id))).toHaveLength(4);
});

it("an engine failure after the first words were shown counts, keeps those words marked incomplete, then says what failed", async () => {
  const { user, client } = await signedInUser(app);
  // The engine's time budget (5 s) ends the reply after three of its four words.
  fake.script({ type: "stream", chunks: ["Raise ", "your ", "prices ", "slowly."], chunkDelayMs: 1_500 });
  const res = await streamChat(client.cookieHeader, "Should I raise prices?");
  const seen = [];
  for await (const e of events(res)) seen.push(e);
  const shown = seen
    .filter((e) => e.event === "delta")
    .map((e) => e.data.text)
    .join("");
  expect(shown.length).toBeGreaterThan(0);
  expect(seen.at(-1)).toMatchObject({ event: "error", data: { code: "ai_unavailable", status: 504 } });
  expect(await used(user.id)).toBe(1);
  const stored = await app.database.db
    .select()
    .from(mentorMessages)
    .where(eq(mentorMessages.userId, user.id))
    .orderBy(mentorMessages.id);
  expect(stored.map((m) => [m.role, m.content, m.incomplete])).toEqual([
    ["user", "Should I raise prices?", false],
    ["assistant", shown, true],
  ]);
}, 30_000);
