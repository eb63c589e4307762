/**
 * A person with data in every tool the mentor reads (docs/guide/ai-mentor.md#what-the-mentor-knows), inserted
 * directly: a tracked idea, a launch roadmap with its first step done, a low-stock and a well-stocked item, two
 * recent orders (one product without a cost), a challenge in progress, a product idea with its business plan, a quick
 * validation and a memory. Shared by tests/api/mentor-facts.test.ts and bench/mentor-facts.bench.ts.
 */
import { asc, sql } from "drizzle-orm";
import {
  businessIdeas,
  businessPlans,
  challengeParticipants,
  challengeStepCompletions,
  challengeSteps,
  challenges,
  generations,
  inventory,
  mentorMemories,
  productIdeas,
  roadmapSteps,
  roadmaps,
} from "../../shared/schema";
import type { Db } from "../../server/db/client";
import { keepOrderTotals } from "./order-totals";

export const MENTOR_DATA = {
  idea: "Zorblax dog treats",
  nextStep: "Bake a first batch of 50 treats",
  lowStock: "Zorblax peanut bites",
  productIdea: "Zorblax subscription box",
  targetMarket: "dog owners in apartments",
  memory: "I can only work weekends",
};

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

async function insertOrder(
  db: Db,
  userId: number,
  externalId: string,
  day: string,
  lines: [string, number, string, string | null][],
  fees = "0",
) {
  const made = await db.execute<{ id: number }>(sql`
    insert into orders (user_id, source, external_id, ordered_at, currency, fees)
    values (${userId}, 'shopify', ${externalId}, ${day}::timestamptz, 'USD', ${fees}) returning id`);
  const id = made.rows[0].id;
  for (const [name, quantity, price, cost] of lines)
    await db.execute(sql`
      insert into order_lines (order_id, user_id, sku, name, quantity, unit_price, unit_cost)
      values (${id}, ${userId}, ${name.toUpperCase().slice(0, 12)}, ${name}, ${quantity}, ${price}, ${cost})`);
}

/** Fills every tool for `userId`; answers the challenge joined. */
export async function fillEveryTool(db: Db, userId: number): Promise<{ challenge: string }> {
  await db.insert(businessIdeas).values({
    userId,
    title: MENTOR_DATA.idea,
    description: "Grain-free treats baked at home",
    industry: "Pets",
    status: "researching",
    aiScores: { overall: 72, profitability: 70, trendPotential: 65, difficulty: 40, reasons: [] },
  });
  const [roadmap] = await db
    .insert(roadmaps)
    .values({
      userId,
      form: {},
      businessName: "Zorblax",
      industry: "Food",
      businessIdea: "Dog treats",
      estimatedTimeline: "8 weeks",
      keyMilestones: [],
    })
    .returning();
  const steps = ["Name your brand", MENTOR_DATA.nextStep, "Open a market stall", "Sell 100 bags"];
  await db.insert(roadmapSteps).values(
    steps.map((title, i) => ({
      roadmapId: roadmap.id,
      stepId: i + 1,
      position: i + 1,
      title,
      description: title,
      category: "planning",
      difficulty: "easy",
      estimatedTime: "1 day",
      rewardXp: 50,
      unlocked: i <= 1,
      completed: i === 0,
    })),
  );
  await db.insert(inventory).values([
    { userId, productName: MENTOR_DATA.lowStock, quantity: 3, costPrice: "2.40", sellPrice: "9.00" },
    { userId, productName: "Zorblax chew sticks", quantity: 80, costPrice: "1.10", sellPrice: "5.00" },
  ]);
  await insertOrder(db, userId, `z-${userId}-1`, daysAgo(3), [
    [MENTOR_DATA.lowStock, 4, "9.00", "2.40"],
    ["Zorblax chew sticks", 2, "5.00", "1.10"],
  ]);
  await insertOrder(db, userId, `z-${userId}-2`, daysAgo(10), [["Mystery bundle", 1, "12.00", null]]);
  await keepOrderTotals(db, userId);
  const [challenge] = await db.select().from(challenges).orderBy(asc(challenges.position)).limit(1);
  if (challenge) {
    await db.insert(challengeParticipants).values({ userId, challengeId: challenge.id });
    const [step] = await db
      .select()
      .from(challengeSteps)
      .where(sql`${challengeSteps.challengeId} = ${challenge.id}`)
      .limit(1);
    if (step) await db.insert(challengeStepCompletions).values({ userId, stepId: step.id, challengeId: challenge.id });
  }
  const [idea] = await db
    .insert(productIdeas)
    .values({
      userId,
      name: MENTOR_DATA.productIdea,
      description: "Monthly treats",
      industry: "Pets",
      targetMarket: MENTOR_DATA.targetMarket,
      estimatedRevenue: "$1K",
      marketSize: "Medium",
      competition: "Low",
      timeToMarket: "1 month",
      riskLevel: "Low",
      profitPotential: "Medium",
    })
    .returning();
  await db.insert(businessPlans).values({
    userId,
    productIdeaId: idea.id,
    executiveSummary: "Treats by subscription",
    revenueProjections: {},
    keyMetrics: [],
    costBreakdown: {},
    riskAssessment: [],
    nextSteps: [{ step: "Order sample packaging", timeframe: "Week 1", detail: "Three suppliers" }],
  });
  await db.insert(generations).values({
    userId,
    tool: "quick-validation",
    input: { product: "Zorblax treats" },
    output: { overallScore: 74, verdict: "good" },
    engine: "offline",
    model: "offline",
    durationMs: 1,
  });
  await db.insert(mentorMemories).values({ userId, text: MENTOR_DATA.memory });
  return { challenge: challenge?.title ?? "" };
}

/** The first day of the month `back` calendar months before this one (UTC), at `hour`:00. */
const monthStart = (back: number, day = 1, hour = 12) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, day, hour)).toISOString();
};

/**
 * A candle seller's sales for the mentor's answers from data (docs/guide/ai-mentor.md#questions-about-your-own-business):
 * last calendar month two candles (3 × $20.00 at a $5.00 cost, 10 × $4.00 at $1.00, $3.00 of fees), this month one
 * more lavender candle (at 00:30 on the 1st, so it is never in the future), two months ago a $50.00 order; and stock:
 * 2 lavender candles (reorder point 5, lead time 7 days) and 40 mini candles.
 */
export async function fillCandleSales(db: Db, userId: number): Promise<void> {
  await insertOrder(
    db,
    userId,
    `c-${userId}-1`,
    monthStart(1, 15),
    [
      ["Lavender candle", 3, "20.00", "5.00"],
      ["Mini candle", 10, "4.00", "1.00"],
    ],
    "3.00",
  );
  await insertOrder(db, userId, `c-${userId}-2`, monthStart(0, 1, 0).replace("00:00:00", "00:30:00"), [
    ["Lavender candle", 1, "20.00", "5.00"],
  ]);
  await insertOrder(db, userId, `c-${userId}-3`, monthStart(2, 10), [["Gift set", 1, "50.00", "20.00"]]);
  await keepOrderTotals(db, userId);
  await db.insert(inventory).values([
    {
      userId,
      productName: "Lavender candle",
      quantity: 2,
      costPrice: "5.00",
      sellPrice: "20.00",
      reorderPoint: 5,
      leadTimeDays: 7,
    },
    { userId, productName: "Mini candle", quantity: 40, costPrice: "1.00", sellPrice: "4.00" },
  ]);
}
