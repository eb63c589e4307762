/**
 * A quick validation tracked as an idea stays linked to it (docs/decisions/1304-validation-tracked-as-an-idea.md):
 * POST /api/business-ideas { validationId } records the link, once per validation; GET
 * /api/business-ideas/from-validation/:validationId answers the idea with its current evidence-based score (what the
 * validation report shows), or null. Only the person's own validations and ideas.
 */
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import { trackedIdeaResponseSchema, validationIdeaResponseSchema } from "../../shared/contracts/idea-tracker";

const app = useTestApp();
type Client = Awaited<ReturnType<typeof signedInUser>>["client"];

async function validate(client: Client): Promise<number> {
  const res = await client.post("/api/validate-idea", {
    product: "Zorblax dog treats",
    description: "Grain-free dog treats baked weekly, sold to dog owners at the park for $15 a bag.",
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.generation.id as number;
}

const linkOf = async (client: Client, validationId: number | string) => {
  const res = await client.get(`/api/business-ideas/from-validation/${validationId}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return validationIdeaResponseSchema.parse(res.body).idea;
};

const trackBody = (validationId: number) => ({
  title: "Zorblax dog treats",
  description: "Grain-free dog treats baked weekly.",
  validationId,
});

describe("a quick validation tracked as an idea", () => {
  it("is linked to the idea, whose current evidence-based score the report reads", async () => {
    const { client } = await signedInUser(app);
    const validationId = await validate(client);
    expect(await linkOf(client, validationId)).toBeNull();

    const tracked = await client.post("/api/business-ideas", trackBody(validationId));
    expect(tracked.status, JSON.stringify(tracked.body)).toBe(201);
    const idea = trackedIdeaResponseSchema.parse(tracked.body).idea;
    expect(idea.validationId).toBe(validationId);
    const linked = await linkOf(client, validationId);
    expect(linked?.id).toBe(idea.id);
    expect(linked?.evidenceScore?.strength).toBe("none");
    const before = linked?.evidenceScore?.overall.score ?? -1;
    expect(before).toBeLessThanOrEqual(79);

    // Evidence logged and the idea re-scored: the link answers the new score, not a copy of the old one.
    expect(
      (await client.post(`/api/business-ideas/${idea.id}/evidence`, { type: "preorders", count: 12, amount: 180 }))
        .status,
    ).toBe(201);
    expect((await client.post(`/api/business-ideas/${idea.id}/score`)).status).toBe(200);
    const after = await linkOf(client, validationId);
    expect(after?.evidenceScore?.strength).toBe("strong");
    expect(after?.evidenceScore?.overall.score).toBe(after?.aiScores?.overall);

    // One idea per validation: a second track is refused with a sentence, and the list holds one.
    const again = await client.post("/api/business-ideas", trackBody(validationId));
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already tracked/);
    const list = (await client.get("/api/business-ideas")).body.ideas as Array<{ validationId: number | null }>;
    expect(list.filter((i) => i.validationId === validationId)).toHaveLength(1);

    // Deleting the idea unlinks the validation; it can be tracked again.
    expect((await client.delete(`/api/business-ideas/${idea.id}`)).status).toBe(204);
    expect(await linkOf(client, validationId)).toBeNull();
    expect((await client.post("/api/business-ideas", trackBody(validationId))).status).toBe(201);
  });

  it("never links or shows another person's validation or idea", async () => {
    const owner = await signedInUser(app);
    const validationId = await validate(owner.client);
    expect((await owner.client.post("/api/business-ideas", trackBody(validationId))).status).toBe(201);

    const other = await signedInUser(app);
    expect(await linkOf(other.client, validationId)).toBeNull();
    const theirs = await other.client.post("/api/business-ideas", trackBody(validationId));
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe("Validation not found");
    expect((await other.client.get("/api/business-ideas")).body.ideas).toEqual([]);
  });

  it("refuses an id that is not a quick validation, or not an id", async () => {
    const { client, user } = await signedInUser(app);
    const logo = await app.database.pool.query<{ id: number }>(
      `insert into generations (user_id, tool, input, output, engine, model, duration_ms)
       values ($1, 'logo-maker', '{}', '{}', 'offline', 'offline', 1) returning id`,
      [user.id],
    );
    expect((await client.post("/api/business-ideas", trackBody(logo.rows[0].id))).status).toBe(404);
    const bad = await client.post("/api/business-ideas", { ...trackBody(1), validationId: "abc" });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([
      { path: "validationId", message: "Validation id must be a positive whole number" },
    ]);
    expect((await client.get("/api/business-ideas/from-validation/abc")).status).toBe(400);
  });
});
