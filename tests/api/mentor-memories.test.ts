/**
 * Mentor memories (docs/guide/ai-mentor.md#memories): CRUD with { memory } / { memories }, 300 characters, at most 50
 * per person (also under parallel adds), secrets refused with a message, "remember that ..." in a chat, a proposed
 * memory, and another person's memory answering 404.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import { mentorMemories } from "../../shared/schema";
import { passesLuhn, secretReason } from "../../server/modules/ai-mentor/secrets";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { OFFLINE_STREAM_DELAY_MS: "0" } });
});
afterAll(() => app?.close());

describe("/api/ai-mentor/memories", () => {
  it("adds, lists, edits and deletes; another person's memory is 404", async () => {
    const { client } = await signedInUser(app);
    const made = await client.post("/api/ai-mentor/memories", { text: "  I can only work weekends  " });
    expect(made.status).toBe(201);
    expect(made.body.memory).toMatchObject({ id: expect.any(Number), text: "I can only work weekends" });
    const id = made.body.memory.id;

    expect((await client.get("/api/ai-mentor/memories")).body.memories.map((m: { text: string }) => m.text)).toEqual([
      "I can only work weekends",
    ]);
    const edited = await client.patch(`/api/ai-mentor/memories/${id}`, { text: "I work Saturdays only" });
    expect(edited.status).toBe(200);
    expect(edited.body.memory.text).toBe("I work Saturdays only");

    const other = await signedInUser(app);
    expect((await other.client.patch(`/api/ai-mentor/memories/${id}`, { text: "x" })).status).toBe(404);
    expect((await other.client.delete(`/api/ai-mentor/memories/${id}`)).status).toBe(404);
    expect((await other.client.get("/api/ai-mentor/memories")).body.memories).toEqual([]);

    expect((await client.delete(`/api/ai-mentor/memories/${id}`)).status).toBe(204);
    expect((await client.delete(`/api/ai-mentor/memories/${id}`)).status).toBe(404);
    expect((await client.get("/api/ai-mentor/memories")).body.memories).toEqual([]);
  });

  it("refuses empty and over-long text with 400 beside the field", async () => {
    const { client } = await signedInUser(app);
    const empty = await client.post("/api/ai-mentor/memories", { text: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.details).toEqual([{ path: "text", message: "Please type what the mentor should remember." }]);
    const long = await client.post("/api/ai-mentor/memories", { text: "a".repeat(301) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("A memory is limited to 300 characters.");
    expect((await client.post("/api/ai-mentor/memories", { text: "b ".repeat(150) })).status).toBe(201);
  });

  it("keeps at most 50, also when 12 arrive at once for the last 5 places", async () => {
    const { user, client } = await signedInUser(app);
    await app.database.db
      .insert(mentorMemories)
      .values(Array.from({ length: 45 }, (_, i) => ({ userId: user.id, text: `Fact number ${i}` })));
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => client.post("/api/ai-mentor/memories", { text: `Late fact ${i}` })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => a.status)).toEqual(Array(7).fill(400));
    expect(refused[0].body.message).toBe("You can keep at most 50 memories. Delete one to add another.");
    const rows = await app.database.db.select().from(mentorMemories);
    expect(rows.filter((r) => r.userId === user.id)).toHaveLength(50);
  });

  it.each([
    ["my password is hunter22", /password/],
    ["Card 4242 4242 4242 4242 for supplies", /card number/],
    ["my stripe key sk_live_51Habcdefghijklmnop", /API key/],
    ["token ghp_abcdefghijklmnopqrstuvwxyz0123456789", /API key/],
    ["AKIAIOSFODNN7EXAMPLE is the aws one", /API key/],
  ])("refuses %s as a secret", async (text, reason) => {
    const { client } = await signedInUser(app);
    const res = await client.post("/api/ai-mentor/memories", { text });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(reason);
    expect(res.body.details[0].path).toBe("text");
    expect((await client.get("/api/ai-mentor/memories")).body.memories).toEqual([]);
  });

  it("keeps ordinary facts that hold numbers", () => {
    for (const ok of [
      "I sell 12 bags a week at 4.50 each",
      "My shop opened on 2026-03-01",
      "I pin posts on Instagram",
      "Order 1234 5678 9012 3456 was late", // 16 digits failing the Luhn check
      "My password manager is great",
    ])
      expect(secretReason(ok)).toBeNull();
    expect(passesLuhn("4242424242424242")).toBe(true);
    expect(passesLuhn("1234567890123456")).toBe(false);
  });
});

describe("memories in the chat", () => {
  it("'remember that ...' stores one, the reply says so, and later answers use it", async () => {
    const { client } = await signedInUser(app);
    const res = await client.post("/api/ai-mentor/chat", { message: "Remember that I can only work weekends." });
    expect(res.status).toBe(200);
    expect(res.body.response).toMatch(/^Got it, I'll remember: "I can only work weekends"/);
    expect((await client.get("/api/ai-mentor/memories")).body.memories).toEqual([
      expect.objectContaining({ text: "I can only work weekends" }),
    ]);
    const later = await client.post("/api/ai-mentor/chat", { message: "How do I manage my time?" });
    expect(later.body.response).toContain("Keeping in mind what you told me: I can only work weekends.");
  });

  it("'remember that' with a secret stores nothing and the reply says why", async () => {
    const { client } = await signedInUser(app);
    const res = await client.post("/api/ai-mentor/chat", { message: "remember that my password is hunter22" });
    expect(res.status).toBe(200);
    expect(res.body.response).toMatch(/^I did not save that\. That looks like a password/);
    expect((await client.get("/api/ai-mentor/memories")).body.memories).toEqual([]);
  });

  it("proposes a memory from what the person says about themselves, and it can be accepted", async () => {
    const { client } = await signedInUser(app);
    const res = await client.post("/api/ai-mentor/chat", {
      message: "I only have 5 hours a week. How do I find my first customers",
    });
    expect(res.body.proposedMemory).toBe("I only have 5 hours a week");
    const accepted = await client.post("/api/ai-mentor/memories", { text: res.body.proposedMemory });
    expect(accepted.status).toBe(201);
    const again = await client.post("/api/ai-mentor/chat", { message: "I only have 5 hours a week." });
    expect(again.body.proposedMemory).toBeUndefined();
  });
});
