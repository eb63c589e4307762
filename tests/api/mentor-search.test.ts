/**
 * Past conversations (docs/guide/ai-mentor.md#past-conversations): full-text search over titles and messages with
 * the matching words marked as plain-text pieces, never another person's; rename, pin (pinned first), delete, and
 * the Markdown export.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import { mentorConversations, mentorMessages } from "../../shared/schema";
import type { MentorConversationHit } from "../../shared/contracts/ai-mentor";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { OFFLINE_STREAM_DELAY_MS: "0" } });
});
afterAll(() => app?.close());

/** A conversation with messages, stored as the chat stores them. */
async function conversation(userId: number, title: string, contents: string[], daysAgo = 0) {
  const at = new Date(Date.now() - daysAgo * 86_400_000);
  const [c] = await app.database.db
    .insert(mentorConversations)
    .values({ userId, title, createdAt: at, updatedAt: at })
    .returning();
  await app.database.db.insert(mentorMessages).values(
    contents.map((content, i) => ({
      conversationId: c.id,
      userId,
      role: i % 2 ? "assistant" : "user",
      content,
      createdAt: at,
    })),
  );
  return c;
}

const search = async (client: Awaited<ReturnType<typeof signedInUser>>["client"], q: string) => {
  const res = await client.get(`/api/ai-mentor/conversations?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return res.body.conversations as MentorConversationHit[];
};
const marked = (pieces: { text: string; match: boolean }[]) =>
  pieces.map((p) => (p.match ? `[${p.text}]` : p.text)).join("");

describe("GET /api/ai-mentor/conversations?q=", () => {
  it("finds a word from an old message, marks it, and never another person's", async () => {
    const me = await signedInUser(app);
    const other = await signedInUser(app);
    const old = await conversation(
      me.user.id,
      "Pricing my treats",
      ["How should I price the Zorblax treats?", "Start from your cost per bag: <b>packaging</b> included."],
      90,
    );
    await conversation(me.user.id, "Suppliers", ["Where do I buy flour?", "Try a wholesale market."], 1);
    await conversation(other.user.id, "Their Zorblax", ["Zorblax is my secret too", "Nice."]);

    const hits = await search(me.client, "zorblax");
    expect(hits.map((h) => h.id)).toEqual([old.id]);
    expect(marked(hits[0].matches![0].snippet)).toContain("[Zorblax]");
    expect(hits[0].matches![0].role).toBe("user");

    // Stemmed and by prefix: "packag" finds "packaging"; the pieces are plain text (ts_headline drops the tags).
    const pack = await search(me.client, "packag");
    expect(pack).toHaveLength(1);
    const snippet = pack[0].matches![0].snippet;
    expect(marked(snippet)).toContain("[packaging]");
    expect(snippet.filter((p) => p.match).map((p) => p.text)).toEqual(["packaging"]);

    // Titles too.
    const byTitle = await search(me.client, "suppliers");
    expect(byTitle).toHaveLength(1);
    expect(marked(byTitle[0].titleHighlight!)).toBe("[Suppliers]");

    expect(await search(other.client, "packaging")).toEqual([]);
    expect(await search(me.client, "nothingmatcheshere")).toEqual([]);
    expect(await search(me.client, "& | ! ( ) :*")).toEqual([]);
  });

  it("refuses an over-long query with 400", async () => {
    const { client } = await signedInUser(app);
    const res = await client.get(`/api/ai-mentor/conversations?q=${"a".repeat(201)}`);
    expect(res.status).toBe(400);
    expect(res.body.details[0]).toEqual({ path: "q", message: "Searches are limited to 200 characters." });
  });
});

describe("rename, pin, delete, export", () => {
  it("renames and pins (pinned first); another person's conversation is 404", async () => {
    const { user, client } = await signedInUser(app);
    const a = await conversation(user.id, "First", ["one", "two"], 3);
    const b = await conversation(user.id, "Second", ["three", "four"], 1);
    const renamed = await client.patch(`/api/ai-mentor/conversations/${a.id}`, { title: "  Weekend plan  " });
    expect(renamed.status).toBe(200);
    expect(renamed.body.conversation).toMatchObject({ id: a.id, title: "Weekend plan", pinned: false });
    expect(
      (await client.get("/api/ai-mentor/conversations")).body.conversations.map((c: { id: number }) => c.id),
    ).toEqual([b.id, a.id]);
    const pinned = await client.patch(`/api/ai-mentor/conversations/${a.id}`, { pinned: true });
    expect(pinned.body.conversation.pinned).toBe(true);
    expect(
      (await client.get("/api/ai-mentor/conversations")).body.conversations.map((c: { id: number }) => c.id),
    ).toEqual([a.id, b.id]);
    expect((await client.patch(`/api/ai-mentor/conversations/${a.id}`, { title: "" })).status).toBe(400);
    expect((await client.patch(`/api/ai-mentor/conversations/${a.id}`, {})).status).toBe(400);

    const other = await signedInUser(app);
    expect((await other.client.patch(`/api/ai-mentor/conversations/${a.id}`, { pinned: true })).status).toBe(404);
    expect((await other.client.get(`/api/ai-mentor/conversations/${a.id}/export.md`)).status).toBe(404);
    expect((await client.delete(`/api/ai-mentor/conversations/${b.id}`)).status).toBe(204);
    expect(await search(client, "three")).toEqual([]);
  });

  it("exports one conversation as Markdown", async () => {
    const { user, client } = await signedInUser(app);
    const c = await conversation(user.id, "Pricing my treats", ["How much?", "**$9** a bag."]);
    const res = await fetch(`${app.baseUrl}/api/ai-mentor/conversations/${c.id}/export.md`, {
      headers: { cookie: client.cookieHeader },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/markdown/);
    expect(res.headers.get("content-disposition")).toContain("pricing-my-treats.md");
    const text = await res.text();
    expect(text).toMatch(/^# Pricing my treats\n/);
    expect(text).toContain("## You\n\nHow much?\n\n## Mentor\n\n**$9** a bag.\n");
  });
});
