/**
 * The idea score reads the person's recorded sales as evidence and says why the overall moved
 * (docs/decisions/1491-idea-score-reads-real-sales.md): a candle maker sells through the inventory, scores a candle
 * idea and sees the sales and their reason; a new person's two conversations that said no bring an idea down, with
 * the reason.
 */
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app";
import { deskLampItem, signedInUser } from "../support/factories";
import { trackedIdeaResponseSchema } from "../../shared/contracts/idea-tracker";
import type { HttpClient } from "../support/http-client";

const app = useTestApp();
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);

async function stock(client: HttpClient, productName: string, sellPrice: string, category = "home") {
  const res = await client.post("/api/inventory", {
    ...deskLampItem,
    productName,
    sku: null,
    sellPrice,
    quantity: 100,
    category,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.item.id as number;
}

async function sell(client: HttpClient, id: number, quantity: number, orderDate: string) {
  const res = await client.post(`/api/inventory/${id}/sales`, { quantity, orderDate });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

const candleIdea = {
  title: "Hand-poured soy candles",
  description: "Scented soy candles poured at home and sold at weekend markets and online.",
  industry: "Home",
};

describe("POST /api/business-ideas/:id/score reads the person's sales", () => {
  it("counts the idea's products sold in the last 90 days, in the home currency, beside the log", async () => {
    const { client } = await signedInUser(app);
    expect((await client.put("/api/finance/settings", { homeCurrency: "GBP" })).status).toBe(200);
    const lavender = await stock(client, "Lavender soy candle", "15.00");
    const cedar = await stock(client, "Cedar wax melt", "6.00");
    const ring = await stock(client, "Silver ring", "40.00");
    for (const day of [3, 12, 40]) await sell(client, lavender, 1, daysAgo(day));
    await sell(client, cedar, 2, daysAgo(10));
    await sell(client, ring, 1, daysAgo(5)); // jewellery: not this idea's
    await sell(client, lavender, 5, daysAgo(120)); // older than 90 days

    const created = trackedIdeaResponseSchema.parse((await client.post("/api/business-ideas", candleIdea)).body);
    const score = created.idea.evidenceScore!;
    expect(score.sales).toMatchObject({
      sales: 4,
      units: 5,
      amount: "57.00",
      currency: "GBP",
      days: 90,
      products: ["Lavender soy candle", "Cedar wax melt"],
      productCount: 2,
    });
    const line = "4 sales of 'Lavender soy candle' and 'Cedar wax melt' in the last 90 days, £57 in all";
    expect(score.demand.reasons).toContain(line);
    expect(score.willingnessToPay.reasons).toContain("Customers paid £57 for 4 sales in the last 90 days");
    expect(score.strength).toBe("some");
    expect(score.strengthReason).toBe("Some: 4 sales in the last 90 days; 10 sales or 10 pre-orders make it strong");
    // Nothing was typed into the log: the sales are read, not logged.
    expect(score.evidenceCount).toBe(0);
    expect(score.change).toBeUndefined();

    // The sales of another idea's trade do not count for it.
    const other = trackedIdeaResponseSchema.parse(
      (
        await client.post("/api/business-ideas", {
          title: "Dog walking for busy students",
          description: "Walking dogs around campus between lectures.",
        })
      ).body,
    );
    expect(other.idea.evidenceScore!.sales).toBeUndefined();
    expect(other.idea.evidenceScore!.strength).toBe("none");
  }, 60_000);

  it("explains a drop: the first two conversations said no", async () => {
    const { client } = await signedInUser(app);
    const fresh = trackedIdeaResponseSchema.parse(
      (
        await client.post("/api/business-ideas", {
          title: "Dog treat subscription box",
          description: "Monthly boxes of baked dog treats for owners in the city.",
        })
      ).body,
    ).idea;
    const before = fresh.evidenceScore!.overall.score;
    const logged = await client.post(`/api/business-ideas/${fresh.id}/evidence`, {
      type: "conversations",
      people: 2,
      wouldPay: 0,
    });
    expect(logged.status).toBe(201);
    const rescored = trackedIdeaResponseSchema.parse(
      (await client.post(`/api/business-ideas/${fresh.id}/score`)).body,
    ).idea;
    const after = rescored.evidenceScore!;
    expect(after.overall.score).toBeLessThan(before);
    const reason =
      `Down from ${before} to ${after.overall.score}: your first two conversations said no, which counts more than ` +
      `no conversations. Your evidence now weighs 30% of the overall and scores 42, below the description's ${before}.`;
    expect(after.change).toEqual({ from: before, to: after.overall.score, reason });
    expect(after.overall.reasons[0]).toBe(reason);
    expect(rescored.aiScores!.reasons.overall[0]).toBe(reason);
  });
});
