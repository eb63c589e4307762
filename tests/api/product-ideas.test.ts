/**
 * Stored product ideas, the full CRUD example: GET, PATCH (name, description) and DELETE (204, with its
 * business plans) on /api/product-ideas/:id. Owner only: another user's id answers 404 and changes nothing;
 * ids are parsed strictly. Responses are parsed with the contracts' response schemas.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { useTestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import type { HttpClient } from "../support/http-client";
import { businessPlans, productIdeas } from "../../shared/schema";
import {
  productIdeaListResponseSchema,
  productIdeaResponseSchema,
  type ProductIdea,
} from "../../shared/contracts/business-ideas";
import { businessPlanListResponseSchema, businessPlanResponseSchema } from "../../shared/contracts/business-plans";
import { errorBodySchema } from "../../shared/contracts/common";

const app = useTestApp();

const request = {
  industry: "fitness-wellness",
  budget: "500-5000",
  targetMarket: "millennials",
  skills: "personal training, Instagram",
};

/** Generates three ideas for the client's user and answers them, parsed by the response schema. */
async function makeIdeas(client: HttpClient): Promise<ProductIdea[]> {
  const res = await client.post("/api/generate-products", request);
  expect(res.status).toBe(200);
  return productIdeaListResponseSchema.parse(res.body).products;
}

const rowOf = async (id: number) =>
  (await app.database.db.select().from(productIdeas).where(eq(productIdeas.id, id)))[0];

describe("GET /api/product-ideas", () => {
  it("lists only the user's own ideas, newest first", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const ideas = await makeIdeas(owner.client);
    await makeIdeas(other.client);
    const list = productIdeaListResponseSchema.parse((await owner.client.get("/api/product-ideas")).body).products;
    expect(list.map((p) => p.id).sort()).toEqual(ideas.map((p) => p.id).sort());
    const one = productIdeaResponseSchema.parse(
      (await owner.client.get(`/api/product-ideas/${ideas[0].id}`)).body,
    ).product;
    expect(one).toEqual(ideas[0]);
  });
});

describe("PATCH /api/product-ideas/:id", () => {
  it("changes the name and description (trimmed), keeps every other field, and the change is read back", async () => {
    const { client } = await signedInUser(app);
    const [idea] = await makeIdeas(client);
    const res = await client.patch(`/api/product-ideas/${idea.id}`, {
      name: "  FitFlow Studio ",
      description: "Small-group online classes for new parents.",
    });
    expect(res.status).toBe(200);
    const { product } = productIdeaResponseSchema.parse(res.body);
    expect(product).toEqual({
      ...idea,
      name: "FitFlow Studio",
      description: "Small-group online classes for new parents.",
    });
    expect(productIdeaResponseSchema.parse((await client.get(`/api/product-ideas/${idea.id}`)).body).product).toEqual(
      product,
    );
  });

  it("takes one field alone", async () => {
    const { client } = await signedInUser(app);
    const [idea] = await makeIdeas(client);
    const { product } = productIdeaResponseSchema.parse(
      (await client.patch(`/api/product-ideas/${idea.id}`, { description: "Only this changes." })).body,
    );
    expect(product).toMatchObject({ name: idea.name, description: "Only this changes." });
  });

  it.each([
    ["an empty body", {}, "Nothing to update: send a name or a description"],
    ["a blank name", { name: "   " }, "Name is required"],
    ["a name of 121 characters", { name: "n".repeat(121) }, "Name must be at most 120 characters"],
    ["a number as name", { name: 5 }, "Name must be text"],
    [
      "a description of 2001 characters",
      { description: "d".repeat(2001) },
      "Description must be at most 2000 characters",
    ],
    ["an owner field", { name: "Mine now", userId: 1 }, "Unknown field: userId"],
  ])("refuses %s with 400 '%s' and changes nothing", async (_label, body, message) => {
    const { client } = await signedInUser(app);
    const [idea] = await makeIdeas(client);
    const res = await client.patch(`/api/product-ideas/${idea.id}`, body);
    expect(res.status).toBe(400);
    expect(errorBodySchema.parse(res.body)).toMatchObject({ code: "validation_error", message });
    expect((await rowOf(idea.id)).name).toBe(idea.name);
  });

  it("answers another user's idea with 404 and leaves it as it was", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const [idea] = await makeIdeas(owner.client);
    const res = await other.client.patch(`/api/product-ideas/${idea.id}`, { name: "Taken" });
    expect(res.status).toBe(404);
    expect(errorBodySchema.parse(res.body)).toMatchObject({ code: "not_found", message: "Product idea not found" });
    expect((await rowOf(idea.id)).name).toBe(idea.name);
  });
});

describe("DELETE /api/product-ideas/:id", () => {
  it("answers 204 with no body and removes the idea and its business plans", async () => {
    const { client } = await signedInUser(app, { selectedPlan: "pro" });
    const [idea, kept] = await makeIdeas(client);
    const planRes = await client.post("/api/business-plans", { productIdeaId: idea.id, budget: "$500 - $5,000" });
    expect(planRes.status).toBe(201);
    const { plan } = businessPlanResponseSchema.parse(planRes.body);

    const res = await client.delete(`/api/product-ideas/${idea.id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe("");
    expect((await client.get(`/api/product-ideas/${idea.id}`)).status).toBe(404);
    expect((await client.get(`/api/business-plans/${plan.id}`)).status).toBe(404);
    expect(await app.database.db.select().from(businessPlans).where(eq(businessPlans.productIdeaId, idea.id))).toEqual(
      [],
    );
    // The user's other ideas stay.
    expect(productIdeaResponseSchema.parse((await client.get(`/api/product-ideas/${kept.id}`)).body).product.id).toBe(
      kept.id,
    );
    expect(
      businessPlanListResponseSchema.parse((await client.get(`/api/business-plans/product/${kept.id}`)).body).plans,
    ).toEqual([]);
  });

  it("answers 404 the second time", async () => {
    const { client } = await signedInUser(app);
    const [idea] = await makeIdeas(client);
    expect((await client.delete(`/api/product-ideas/${idea.id}`)).status).toBe(204);
    expect((await client.delete(`/api/product-ideas/${idea.id}`)).status).toBe(404);
  });

  it("answers another user's idea with 404 and keeps it", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const [idea] = await makeIdeas(owner.client);
    const res = await other.client.delete(`/api/product-ideas/${idea.id}`);
    expect(res.status).toBe(404);
    expect(errorBodySchema.parse(res.body).code).toBe("not_found");
    expect(await rowOf(idea.id)).toBeDefined();
  });
});

describe("ids are parsed strictly", () => {
  const bad = ["true", "[5]", "1.5", "abc", "0", "-3", "1e3", "007", "0x10", "2147483648"];

  it.each(bad)("GET, PATCH and DELETE /api/product-ideas/%s answer 400 'Invalid id'", async (id) => {
    const { client } = await signedInUser(app);
    const path = `/api/product-ideas/${encodeURIComponent(id)}`;
    for (const res of [await client.get(path), await client.patch(path, { name: "x" }), await client.delete(path)]) {
      expect(res.status).toBe(400);
      expect(errorBodySchema.parse(res.body)).toMatchObject({ code: "validation_error", message: "Invalid id" });
    }
  });

  it.each([true, [5], 1.5, "abc", 0, "1e3"])(
    "POST /api/business-plans refuses productIdeaId %j",
    async (productIdeaId) => {
      const { client } = await signedInUser(app, { selectedPlan: "pro" });
      const res = await client.post("/api/business-plans", { productIdeaId, budget: "$5,000" });
      expect(res.status).toBe(400);
      expect(errorBodySchema.parse(res.body)).toMatchObject({
        code: "validation_error",
        message: "Product idea is required",
      });
    },
  );
});
