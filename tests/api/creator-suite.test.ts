/**
 * Creative Suite (docs/spec-notes.md; docs/product-rules.md; docs/decisions/950): the Pro gate on every
 * endpoint, generation offline and through the fake OpenAI server, the length bands, the spec's messages, and
 * the library kept per owner.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { type TestApp, useTestApp } from "../support/test-app";
import { consumed } from "../support/usage";
import { signedInUser } from "../support/factories";
import { useOpenAiTestApp } from "../support/openai-test-app";
import { jsonReply } from "../support/fake-openai";
import { contentPieces } from "../../shared/schema";
import {
  TOPIC_REQUIRED_MESSAGE,
  contentPieceSchema,
  creatorGenerateResponseSchema,
  creatorHistoryResponseSchema,
} from "../../shared/contracts/creator-suite";
import { LENGTH_BANDS, countWords } from "../../shared/domain/content-length";

const pro = { selectedPlan: "pro" as const };
const request = {
  type: "social_post",
  topic: "Starting a candle business",
  tone: "casual",
  platform: "tiktok",
  length: "short",
  targetAudience: "college students",
};

const app = useTestApp();

async function consumedWithPieces(a: TestApp, userId: number) {
  const pieces = await a.database.db.select().from(contentPieces).where(eq(contentPieces.userId, userId));
  return { ...(await consumed(a, userId)), pieces: pieces.length };
}

describe("the Pro gate", () => {
  it.each([
    ["POST", "/api/creator/generate", request],
    ["POST", "/api/creator/generate", {}],
    ["GET", "/api/creator/history", undefined],
    ["DELETE", "/api/creator/history/1", undefined],
    ["DELETE", "/api/creator/history/abc", undefined],
  ])("%s %s answers a free user 403 pro_required", async (method, path, body) => {
    const { user, client } = await signedInUser(app);
    const res = await client.request(method, path, body);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("pro_required");
    expect(await consumedWithPieces(app, user.id)).toEqual({ units: 0, generations: 0, pieces: 0 });
  });

  it("treats a Pro plan whose end date has passed as Free", async () => {
    const { client } = await signedInUser(app, {
      selectedPlan: "pro",
      proSubscriptionEndDate: new Date(Date.now() - 60_000),
    });
    expect((await client.post("/api/creator/generate", request)).body.code).toBe("pro_required");
  });
});

describe("POST /api/creator/generate (offline engine)", () => {
  it("stores the piece and answers it with its word count, inside the band; the library lists it", async () => {
    const { user, client } = await signedInUser(app, pro);
    const res = await client.post("/api/creator/generate", { ...request, topic: "  Starting a candle business  " });
    expect(res.status).toBe(201);
    const { content } = creatorGenerateResponseSchema.parse(res.body);
    expect(content).toMatchObject({
      type: "social_post",
      tone: "casual",
      platform: "tiktok",
      length: "short",
      topic: "Starting a candle business",
      targetAudience: "college students",
    });
    expect(content.content.toLowerCase()).toContain("starting a candle business");
    expect(content.content).toContain("college students");
    expect(content.wordCount).toBe(countWords(content.content));
    expect(content.wordCount).toBeLessThan(150);
    expect(res.body.generation).toMatchObject({ tool: "creator-suite", engine: "offline" });
    const library = creatorHistoryResponseSchema.parse((await client.get("/api/creator/history")).body);
    expect(library.map((p) => p.id)).toEqual([content.id]);
    expect(await consumedWithPieces(app, user.id)).toEqual({ units: 1, generations: 1, pieces: 1 });
  });

  it.each([
    ["short", "blog_article"],
    ["medium", "video_script"],
    ["long", "newsletter"],
    ["long", "social_post"],
  ] as const)("a %s %s honours its band", async (length, type) => {
    const { client } = await signedInUser(app, pro);
    const res = await client.post("/api/creator/generate", { ...request, type, length });
    expect(res.status).toBe(201);
    const n = res.body.content.wordCount;
    expect(n).toBeGreaterThanOrEqual(LENGTH_BANDS[length].min);
    expect(n).toBeLessThanOrEqual(LENGTH_BANDS[length].max);
  });

  it("keeps the platform only for social posts; a social post without one is for Instagram", async () => {
    const { client } = await signedInUser(app, pro);
    const blog = await client.post("/api/creator/generate", { ...request, type: "blog_article", platform: "tiktok" });
    expect(blog.body.content.platform).toBeNull();
    const post = await client.post("/api/creator/generate", {
      type: "social_post",
      topic: "Thrift flipping",
      tone: "energetic",
      length: "short",
      targetAudience: "",
    });
    expect(post.status).toBe(201);
    expect(post.body.content.platform).toBe("instagram");
  });

  it("gives different pieces for different tones and audiences", async () => {
    const { client } = await signedInUser(app, pro);
    const a = (await client.post("/api/creator/generate", { ...request, tone: "professional" })).body.content.content;
    const b = (
      await client.post("/api/creator/generate", { ...request, tone: "inspirational", targetAudience: "retirees" })
    ).body.content.content;
    expect(a).not.toEqual(b);
    expect(b).toContain("retirees");
  });

  it.each([
    ["no topic", { ...request, topic: undefined }, TOPIC_REQUIRED_MESSAGE],
    ["a blank topic", { ...request, topic: "    " }, TOPIC_REQUIRED_MESSAGE],
    ["a 201-character topic", { ...request, topic: "x".repeat(201) }, "Topic must be at most 200 characters"],
    [
      "an unknown type",
      { ...request, type: "poem" },
      "Choose a content type: social post, blog article, video script or newsletter.",
    ],
    [
      "an unknown tone",
      { ...request, tone: "angry" },
      "Choose a tone: casual, professional, energetic, inspirational or educational.",
    ],
    ["an unknown length", { ...request, length: "huge" }, "Choose a length: short, medium or long."],
    [
      "an unknown platform",
      { ...request, platform: "myspace" },
      "Choose a platform: Instagram, TikTok, Twitter, LinkedIn or YouTube.",
    ],
  ])("refuses %s with 400 and the message, consuming nothing", async (_label, body, message) => {
    const { user, client } = await signedInUser(app, pro);
    const res = await client.post("/api/creator/generate", body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "validation_error", message });
    expect(await consumedWithPieces(app, user.id)).toEqual({ units: 0, generations: 0, pieces: 0 });
  });
});

describe("the content library", () => {
  it("lists only the owner's pieces, newest first; another user's id is a 404 on delete; delete answers 204", async () => {
    const owner = await signedInUser(app, pro);
    const other = await signedInUser(app, pro);
    const first = (await owner.client.post("/api/creator/generate", { ...request, topic: "First topic" })).body.content;
    const second = (await owner.client.post("/api/creator/generate", { ...request, topic: "Second topic" })).body
      .content;
    await other.client.post("/api/creator/generate", { ...request, topic: "Someone else" });

    const mine = creatorHistoryResponseSchema.parse((await owner.client.get("/api/creator/history")).body);
    expect(mine.map((p) => p.id)).toEqual([second.id, first.id]);
    for (const p of mine) expect(contentPieceSchema.parse(p).topic).not.toBe("Someone else");

    expect((await other.client.delete(`/api/creator/history/${first.id}`)).status).toBe(404);
    expect((await owner.client.delete("/api/creator/history/abc")).status).toBe(400);
    const del = await owner.client.delete(`/api/creator/history/${first.id}`);
    expect(del.status).toBe(204);
    expect(del.text).toBe("");
    expect((await owner.client.delete(`/api/creator/history/${first.id}`)).status).toBe(404);
    expect(((await owner.client.get("/api/creator/history")).body as { id: number }[]).map((p) => p.id)).toEqual([
      second.id,
    ]);
  });
});

describe("POST /api/creator/generate (OpenAI engine through the fake server)", () => {
  const { app: ai, fake } = useOpenAiTestApp();

  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

  it("sends every input in the prompt and stores the model's piece", async () => {
    const { user, client } = await signedInUser(ai, pro);
    fake.script(jsonReply({ title: "Candles on a budget", content: `Candles for college students. ${words(40)}` }));
    const res = await client.post("/api/creator/generate", { ...request, tone: "educational" });
    expect(res.status).toBe(201);
    expect(res.body.content).toMatchObject({ title: "Candles on a budget", platform: "tiktok" });
    expect(res.body.generation).toMatchObject({ engine: "openai", model: "gpt-test-mini" });
    const prompt = fake.requests[0].body.messages.map((m: { content: string }) => m.content).join("\n");
    for (const part of [
      "Starting a candle business",
      "college students",
      "Educational",
      "TikTok",
      "Social Post",
      "between 15 and 149 words",
    ])
      expect(prompt).toContain(part);
    expect(await consumedWithPieces(ai, user.id)).toEqual({ units: 1, generations: 1, pieces: 1 });
  });

  it("does not name a platform in the prompt of a blog article", async () => {
    const { client } = await signedInUser(ai, pro);
    fake.script(jsonReply({ title: "A guide", content: words(300) }));
    const res = await client.post("/api/creator/generate", { ...request, type: "blog_article", length: "medium" });
    expect(res.status).toBe(201);
    expect(fake.requests[0].body.messages[1].content).not.toContain("Platform");
  });

  it("treats an answer outside its band as invalid: retried once, then used when the second fits", async () => {
    const { client } = await signedInUser(ai, pro);
    fake.script(
      jsonReply({ title: "Too long", content: words(400) }),
      jsonReply({ title: "Fits", content: words(100) }),
    );
    const res = await client.post("/api/creator/generate", request);
    expect(res.status).toBe(201);
    expect(res.body.content.title).toBe("Fits");
    expect(fake.requests).toHaveLength(2);
  });

  it.each([
    ["a short piece of 400 words", "short", 400],
    ["a medium piece of 120 words", "medium", 120],
    ["a long piece of 450 words", "long", 450],
  ] as const)("answers 502 when the model twice writes %s, and consumes nothing", async (_label, length, n) => {
    const { user, client } = await signedInUser(ai, pro);
    fake.script(
      jsonReply({ title: "Wrong size", content: words(n) }),
      jsonReply({ title: "Wrong size", content: words(n) }),
    );
    const res = await client.post("/api/creator/generate", { ...request, length });
    expect(res.status).toBe(502);
    expect(res.body.code).toBe("ai_unavailable");
    expect(fake.requests).toHaveLength(2);
    expect(await consumedWithPieces(ai, user.id)).toEqual({ units: 0, generations: 0, pieces: 0 });
  });

  it("answers 502 on invalid JSON twice and consumes nothing", async () => {
    const { user, client } = await signedInUser(ai, pro);
    fake.script({ type: "content", content: "not json" }, jsonReply({ title: "" }));
    const res = await client.post("/api/creator/generate", request);
    expect(res.status).toBe(502);
    expect(await consumedWithPieces(ai, user.id)).toEqual({ units: 0, generations: 0, pieces: 0 });
  });
});
