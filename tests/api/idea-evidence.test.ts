/**
 * The evidence log of a tracked idea and the scores read from it (docs/decisions/1315-ideas-scored-from-evidence.md):
 * GET/POST /api/business-ideas/:id/evidence, DELETE .../evidence/:evidenceId, POST /api/business-ideas/:id/score,
 * GET /api/business-ideas/:id/score-history. Owner only (404 for others); the OpenAI answer is held to the rules.
 */
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app";
import { useOpenAiTestApp } from "../support/openai-test-app";
import { jsonReply } from "../support/fake-openai";
import { signedInUser } from "../support/factories";
import { errorBodySchema } from "../../shared/contracts/common";
import { trackedIdeaResponseSchema } from "../../shared/contracts/idea-tracker";
import { ideaEvidence } from "../../shared/schema";
import {
  MAX_EVIDENCE_PER_IDEA,
  evidenceListResponseSchema,
  evidenceResponseSchema,
  scoreHistoryResponseSchema,
} from "../../shared/contracts/idea-evidence";
import { scoreIdea } from "../../server/ai/knowledge/ideas/score";
import { latestEvidenceScore } from "../../server/modules/idea-tracker";

const app = useTestApp();
type Client = Awaited<ReturnType<typeof signedInUser>>["client"];

const idea = {
  title: "Zorblax dog treats",
  description: "Grain-free dog treats baked weekly and sold to dog owners at the park and online.",
  industry: "Pets",
};

async function track(client: Client) {
  const res = await client.post("/api/business-ideas", idea);
  expect(res.status).toBe(201);
  return trackedIdeaResponseSchema.parse(res.body).idea;
}

async function log(client: Client, id: number, body: Record<string, unknown>) {
  const res = await client.post(`/api/business-ideas/${id}/evidence`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return evidenceResponseSchema.parse(res.body).evidence;
}

describe("POST/GET/DELETE /api/business-ideas/:id/evidence", () => {
  it("logs each of the five types (money as exact decimals), lists them oldest first and deletes one", async () => {
    const { client } = await signedInUser(app);
    const saved = await track(client);
    const conv = await log(client, saved.id, {
      type: "conversations",
      people: 5,
      wouldPay: 3,
      price: 15,
      quote: "I'd buy a bag a week",
    });
    expect(conv).toMatchObject({
      type: "conversations",
      people: 5,
      wouldPay: 3,
      price: "15.00",
      quote: "I'd buy a bag a week",
    });
    expect(await log(client, saved.id, { type: "preorders", count: "4", amount: "59.9" })).toMatchObject({
      count: 4,
      amount: "59.90",
    });
    await log(client, saved.id, { type: "signups", visits: 200, signups: 12 });
    await log(client, saved.id, { type: "competitor", name: "Barkbox", price: "" });
    await log(client, saved.id, { type: "note", text: "Vet said grain-free sells." });
    const list = evidenceListResponseSchema.parse((await client.get(`/api/business-ideas/${saved.id}/evidence`)).body);
    expect(list.evidence.map((e) => e.type)).toEqual(["conversations", "preorders", "signups", "competitor", "note"]);
    expect(list.evidence[3]).not.toHaveProperty("price");
    expect((await client.delete(`/api/business-ideas/${saved.id}/evidence/${conv.id}`)).status).toBe(204);
    expect((await client.delete(`/api/business-ideas/${saved.id}/evidence/${conv.id}`)).status).toBe(404);
    const after = evidenceListResponseSchema.parse((await client.get(`/api/business-ideas/${saved.id}/evidence`)).body);
    expect(after.evidence).toHaveLength(4);
  });

  it.each([
    [
      { type: "conversations", people: 3, wouldPay: 4 },
      "wouldPay",
      "Would pay must be at most the number of people you spoke to",
    ],
    [{ type: "signups", visits: 10, signups: 11 }, "signups", "Sign-ups must be at most the visits"],
    [
      { type: "preorders", count: 2, amount: "12.345" },
      "amount",
      "Amount must be an amount of 0 or more with at most two decimals",
    ],
    [{ type: "conversations", people: 0, wouldPay: 0 }, "people", "People must be a whole number of 1 or more"],
    [{ type: "competitor", name: " " }, "name", "Name is required"],
    [{ type: "note", text: "x", extra: 1 }, "", "Unknown field: extra"],
    [{ type: "guess", text: "x" }, "type", "Type must be one of conversations, preorders, signups, competitor, note"],
  ])("refuses %j with 400 and the message beside %s", async (body, field, message) => {
    const { client } = await signedInUser(app);
    const saved = await track(client);
    const res = await client.post(`/api/business-ideas/${saved.id}/evidence`, body);
    expect(res.status).toBe(400);
    const error = errorBodySchema.parse(res.body);
    expect(error.code).toBe("validation_error");
    expect(JSON.stringify(error.details)).toContain(message);
    if (field) expect(JSON.stringify(error.details)).toContain(field);
  });

  it("holds at most 200 entries an idea (409 with the reason)", async () => {
    const { user, client } = await signedInUser(app);
    const saved = await track(client);
    await app.database.db.insert(ideaEvidence).values(
      Array.from({ length: MAX_EVIDENCE_PER_IDEA }, (_, i) => ({
        userId: user.id,
        ideaId: saved.id,
        type: "note",
        data: { text: `note ${i}` },
      })),
    );
    const res = await client.post(`/api/business-ideas/${saved.id}/evidence`, { type: "note", text: "one more" });
    expect(res.status).toBe(409);
    expect(errorBodySchema.parse(res.body).message).toBe(
      "An idea can hold up to 200 evidence entries. Delete one to add another.",
    );
  });

  it("answers 404 to another user's idea and entries, and changes nothing", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const saved = await track(owner.client);
    const entry = await log(owner.client, saved.id, { type: "note", text: "mine" });
    for (const res of [
      await other.client.get(`/api/business-ideas/${saved.id}/evidence`),
      await other.client.post(`/api/business-ideas/${saved.id}/evidence`, { type: "note", text: "theirs" }),
      await other.client.delete(`/api/business-ideas/${saved.id}/evidence/${entry.id}`),
      await other.client.get(`/api/business-ideas/${saved.id}/score-history`),
    ]) {
      expect(res.status).toBe(404);
      expect(errorBodySchema.parse(res.body).code).toBe("not_found");
    }
    // The other user's own idea does not reach the owner's entry either.
    const theirs = await track(other.client);
    expect((await other.client.delete(`/api/business-ideas/${theirs.id}/evidence/${entry.id}`)).status).toBe(404);
    const list = evidenceListResponseSchema.parse(
      (await owner.client.get(`/api/business-ideas/${saved.id}/evidence`)).body,
    );
    expect(list.evidence).toEqual([entry]);
    expect(await latestEvidenceScore(app.database.db, other.user.id, saved.id)).toBeNull();
  });
});

describe("POST /api/business-ideas/:id/score reads the evidence", () => {
  it("without evidence says so and stays below the top band; evidence changes the score with reasons citing it", async () => {
    const { user, client } = await signedInUser(app);
    const saved = await track(client);
    expect(saved.evidenceScore).toMatchObject({
      strength: "none",
      evidenceCount: 0,
      demand: { reasons: [expect.stringContaining("No evidence of demand yet")] },
      competition: { reasons: ["No competitor named yet: an unknown market is not an open one"] },
    });
    expect(saved.evidenceScore!.overall.score).toBeLessThan(80);
    expect(saved.aiScores!.overall).toBe(saved.evidenceScore!.overall.score);

    await log(client, saved.id, { type: "conversations", people: 5, wouldPay: 3, price: "15" });
    await log(client, saved.id, { type: "conversations", people: 6, wouldPay: 5, price: "18.50" });
    await log(client, saved.id, { type: "preorders", count: 12, amount: "180.00" });
    await log(client, saved.id, { type: "competitor", name: "Barkbox", price: "29.99" });
    const res = await client.post(`/api/business-ideas/${saved.id}/score`);
    expect(res.status).toBe(200);
    const scored = trackedIdeaResponseSchema.parse(res.body).idea.evidenceScore!;
    expect(scored.strength).toBe("strong");
    expect(scored.evidenceCount).toBe(4);
    expect(scored.demand.reasons).toContain("8 of 11 people you spoke to would pay $15 or more");
    expect(scored.willingnessToPay.reasons).toContain("12 people already paid: $180 in pre-orders");
    expect(scored.competition.reasons[0]).toBe("1 competitor named: Barkbox ($29.99)");
    expect(scored.demand.score).toBeGreaterThan(saved.evidenceScore!.demand.score);
    expect(scored.willingnessToPay.score).toBeGreaterThan(saved.evidenceScore!.willingnessToPay.score);

    const history = scoreHistoryResponseSchema.parse(
      (await client.get(`/api/business-ideas/${saved.id}/score-history`)).body,
    ).history;
    expect(history.map((h) => h.strength)).toEqual(["none", "strong"]);
    expect(history[1]).toMatchObject({ overall: scored.overall.score, demand: scored.demand.score });
    expect(await latestEvidenceScore(app.database.db, user.id, saved.id)).toEqual(scored);
  });

  it("an idea whose description scores high still stays below 80 with no evidence", async () => {
    const { client } = await signedInUser(app);
    const res = await client.post("/api/business-ideas", {
      title: "AI chatbot automation for eco refill shops",
      description:
        "Subscription AI automation software with recurring revenue and high margins for sustainable refill stores; digital, no inventory, scalable, low cost.",
      industry: "Technology",
    });
    const saved = trackedIdeaResponseSchema.parse(res.body).idea;
    expect(saved.evidenceScore!.overall.score).toBeLessThan(80);
    expect(saved.aiScores!.overall).toBeLessThan(80);
  });
});

describe("the OpenAI engine's answer is held to the rules", () => {
  const { app: ai, fake } = useOpenAiTestApp();

  it("sends the evidence in the prompt and clamps the model's scores", async () => {
    const { client } = await signedInUser(ai);
    const base = scoreIdea({ ideaId: 1, ...idea });
    const hopeful = {
      ...base,
      overall: { score: 97, reasons: ["Everyone loves dogs."] },
      demand: { score: 99, reasons: ["Huge demand."] },
      willingnessToPay: { score: 99, reasons: ["They will pay anything."] },
      competition: { score: 100, reasons: ["Nobody does this."] },
    };
    fake.setFallback(jsonReply(hopeful));
    const created = await client.post("/api/business-ideas", idea);
    const saved = trackedIdeaResponseSchema.parse(created.body).idea;
    // Nothing logged: the rules' scores stand and the overall stays below the top band.
    expect(saved.evidenceScore).toMatchObject({
      strength: "none",
      demand: { score: 40 },
      willingnessToPay: { score: 40 },
      competition: { score: 50 },
      overall: { score: 79 },
    });
    expect(saved.evidenceScore!.demand.reasons.join(" ")).not.toContain("Huge demand");

    await log(client, saved.id, { type: "conversations", people: 5, wouldPay: 3, price: "15" });
    fake.requests.length = 0;
    const res = await client.post(`/api/business-ideas/${saved.id}/score`);
    expect(res.status).toBe(200);
    const prompt = JSON.stringify(fake.requests.at(-1)?.body.messages);
    expect(prompt).toContain("Conversations: 3 of 5 people would pay at $15");
    const scored = trackedIdeaResponseSchema.parse(res.body).idea.evidenceScore!;
    expect(scored.strength).toBe("anecdotal");
    // Rules: demand and willingness 55 (3 of 5, half weight), competition 50; the model may add 10 at most.
    expect(scored.demand.score).toBe(65);
    expect(scored.willingnessToPay.score).toBe(65);
    expect(scored.competition.score).toBe(60);
    expect(scored.demand.reasons).toEqual(["3 of 5 people you spoke to would pay $15 or more", "Huge demand."]);
    expect(scored.overall.score).toBeLessThan(80);
  });
});
