/**
 * What the mentor knows (docs/guide/ai-mentor.md#what-the-mentor-knows): each fact source on the person's own data,
 * a failing source skipped, the offline answer naming a tracked idea, the roadmap's next step and a low-stock item,
 * "What do you know about me?" with a link to each tool, and the prompt the fake OpenAI server receives.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";
import { createOpenAiTestApp } from "../support/openai-test-app";
import { signedInUser } from "../support/factories";
import { fillEveryTool, MENTOR_DATA } from "../support/mentor-data";
import type { AppContext } from "../../server/context";
import {
  FACT_SOURCES,
  businessPlanFacts,
  challengeFacts,
  factsSummary,
  inventoryFacts,
  memoryFacts,
  mentorFacts,
  pnlFacts,
  productIdeaFacts,
  roadmapFacts,
  trackedIdeaFacts,
  validationFacts,
} from "../../server/modules/ai-mentor/mentor-facts";

let app: TestApp;
let userId: number;
let client: Awaited<ReturnType<typeof signedInUser>>["client"];
let challenge: string;
beforeAll(async () => {
  app = await createTestApp({ env: { OFFLINE_STREAM_DELAY_MS: "0" } });
  const signed = await signedInUser(app);
  userId = signed.user.id;
  client = signed.client;
  ({ challenge } = await fillEveryTool(app.database.db, userId));
});
afterAll(() => app?.close());

describe("fact sources", () => {
  const ctx = () => app.ctx as AppContext;

  it("tracked ideas: title, status and stored scores", async () => {
    expect(await trackedIdeaFacts(ctx(), userId)).toEqual([
      expect.objectContaining({
        kind: "tracked-idea",
        tool: "idea-tracker",
        name: MENTOR_DATA.idea,
        text: `Tracked idea "${MENTOR_DATA.idea}" (status: researching; scores overall 72, profitability 70, trend 65, difficulty 40)`,
      }),
    ]);
  });

  /** A new person who tracks one idea, "Zorblax dog treats". */
  async function personTrackingAnIdea() {
    const other = await signedInUser(app);
    const created = await other.client.post("/api/business-ideas", {
      title: "Zorblax dog treats",
      description: "Grain-free dog treats baked weekly and sold to dog owners at the park and online.",
      industry: "Pets",
    });
    expect(created.status).toBe(201);
    return { ...other, idea: (created.body as { idea: { id: number } }).idea };
  }

  it("a tracked idea scored from its evidence: the evidence-based score, its strength and first reason", async () => {
    const { idea, client, user } = await personTrackingAnIdea();
    const logged = await client.post(`/api/business-ideas/${idea.id}/evidence`, {
      type: "conversations",
      people: 5,
      wouldPay: 3,
      price: "15",
    });
    expect(logged.status).toBe(201);
    expect((await client.post(`/api/business-ideas/${idea.id}/score`)).status).toBe(200);
    const [fact] = await trackedIdeaFacts(ctx(), user.id);
    expect(fact.text).toMatch(
      /^Tracked idea "Zorblax dog treats" \(status: \w+; evidence-based score \d+\/100 from (anecdotal|some|strong) evidence/,
    );
  });

  it("a tracked idea scored with nothing logged says so once, without 'from none evidence'", async () => {
    const other = await personTrackingAnIdea();
    const [fact] = await trackedIdeaFacts(ctx(), other.user.id);
    expect(fact.text).toMatch(
      /^Tracked idea "Zorblax dog treats" \(status: idea; evidence-based score \d+\/100: No evidence logged yet: this rests on the description alone\)$/,
    );
  });

  it("the roadmap: progress, next open step and next milestone", async () => {
    const [fact] = await roadmapFacts(ctx(), userId);
    expect(fact.nextStep).toBe(MENTOR_DATA.nextStep);
    expect(fact.text).toBe(
      `Launch roadmap for "Zorblax": 1 of 4 steps done (25%); next step: "${MENTOR_DATA.nextStep}"; next milestone: Halfway Point`,
    );
  });

  it("inventory: only the items at or below the low-stock line, with cost, price and margin", async () => {
    const facts = await inventoryFacts(ctx(), userId);
    expect(facts).toHaveLength(1);
    expect(facts[0]).toMatchObject({
      name: MENTOR_DATA.lowStock,
      text: `${MENTOR_DATA.lowStock}: only 3 left (costs $2.40, sells at $9.00)`,
      pricing: { cost: "$2.40", price: "$9.00", margin: "73.3" },
      lowStock: true,
    });
  });

  it("the P&L of the last 30 days: net profit, best and worst product, lines without a cost", async () => {
    const [fact] = await pnlFacts(ctx(), userId);
    // Net sales 36 + 10 + 12 = 58.00; cost 9.60 + 2.20 = 11.80; net profit 46.20.
    expect(fact.text).toBe(
      "Last 30 days: net profit $46.20 on $58.00 net sales (79.7% margin) from 2 orders; best product Zorblax peanut bites ($26.40); worst Zorblax chew sticks ($7.80); 1 product line without a known cost",
    );
    expect(fact.tool).toBe("profit-and-loss");
  });

  it("challenges in progress, product ideas, business plans, validations and memories", async () => {
    const [c] = await challengeFacts(ctx(), userId);
    expect(c.text).toMatch(new RegExp(`^Challenge in progress "${challenge}": 1 of \\d+ steps done$`));
    expect((await productIdeaFacts(ctx(), userId))[0]).toMatchObject({ targetMarket: MENTOR_DATA.targetMarket });
    expect((await businessPlanFacts(ctx(), userId))[0].text).toBe(
      `Business plan for "${MENTOR_DATA.productIdea}"; its first step: "Order sample packaging"`,
    );
    expect((await validationFacts(ctx(), userId))[0].text).toBe('Quick validation of "Zorblax treats": 74/100 (good)');
    expect((await memoryFacts(ctx(), userId))[0].text).toBe(`You told me: ${MENTOR_DATA.memory}`);
  });

  it("none of another person's data", async () => {
    const other = await signedInUser(app);
    expect(await mentorFacts(app.ctx as AppContext, other.user.id)).toEqual([]);
  });

  it("skips a failing source (logged) and keeps the others", async () => {
    const db = app.ctx.db;
    const broken = new Proxy(db, {
      get(target, prop) {
        if (prop === "transaction") return () => Promise.reject(new Error("boom"));
        const value: unknown = Reflect.get(target, prop, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const warnings: unknown[] = [];
    const logger = { ...app.ctx.logger, warn: (o: unknown) => void warnings.push(o) };
    const facts = await mentorFacts({ ...app.ctx, db: broken, logger } as AppContext, userId);
    expect(facts.some((f) => f.kind === "pnl")).toBe(false);
    expect(facts.some((f) => f.kind === "roadmap")).toBe(true);
    expect(warnings).toEqual([expect.objectContaining({ source: "pnl" })]);
  });

  it("reads every small source in one statement, the P&L only with orders in its 30 days, and answers as the sources do", async () => {
    const c = ctx();
    const oneByOne = (await Promise.all(Object.values(FACT_SOURCES).map((read) => read(c, userId)))).flat();
    const spy = vi.spyOn(pg.Client.prototype, "query");
    // The job queue and the session store talk to the database on their own: their statements are not the mentor's.
    const statements = {
      mock: {
        get calls() {
          return spy.mock.calls.filter(([q]) => !/pgboss|\bsession\b/i.test(JSON.stringify(q)));
        },
      },
    };
    try {
      const facts = await mentorFacts(c, userId);
      expect(new Set(facts)).toEqual(new Set(oneByOne));
      expect(facts.map((f) => f.text).sort()).toEqual(oneByOne.map((f) => f.text).sort());
      // One statement for the eight small sources; the P&L's own after it (its settings, a transaction of two, and
      // the estimated fees, ad spend and new customers beside it: docs/decisions/1064-profit-after-ads-reads.md).
      expect(statements.mock.calls.length).toBeLessThanOrEqual(8);
      const empty = await signedInUser(app);
      spy.mockClear();
      expect(await mentorFacts(c, empty.user.id)).toEqual([]);
      expect(statements.mock.calls.length).toBe(1);
    } finally {
      spy.mockRestore();
    }
  });

  it("falls back to each source on its own when the one statement fails", async () => {
    const db = app.ctx.db;
    // Only the first statement (the one that reads every small source) fails; the sources' own reads then answer.
    let failed = false;
    const broken = new Proxy(db, {
      get(target, prop) {
        if (prop === "execute" && !failed)
          return () => {
            failed = true;
            return Promise.reject(new Error("boom"));
          };
        const value: unknown = Reflect.get(target, prop, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const warnings: unknown[] = [];
    const logger = { ...app.ctx.logger, warn: (o: unknown) => void warnings.push(o) };
    const facts = await mentorFacts({ ...app.ctx, db: broken, logger } as AppContext, userId);
    expect(facts.map((f) => f.kind)).toEqual(expect.arrayContaining(["memory", "tracked-idea", "roadmap", "pnl"]));
    expect(warnings).toEqual([expect.objectContaining({ source: "all" })]);
  });

  it("the prompt's summary puts memories first, then what the topic needs, within its budget", async () => {
    const facts = await mentorFacts(app.ctx as AppContext, userId);
    const pricing = factsSummary(facts, "pricing").split("\n");
    expect(pricing[0]).toBe(`- You told me: ${MENTOR_DATA.memory}`);
    expect(pricing[1]).toMatch(/^- Last 30 days/);
    expect(factsSummary(facts, "next").split("\n")[1]).toMatch(/^- Launch roadmap/);
    const small = factsSummary(facts, "pricing", 200);
    expect(small.length).toBeLessThanOrEqual(200);
    expect(small).toContain(MENTOR_DATA.memory);
  });
});

describe("the offline mentor uses the facts", () => {
  it("pricing names the tracked idea and prices from the product's cost and the actual margin", async () => {
    const res = await client.post("/api/ai-mentor/chat", { message: "How should I price my idea?" });
    expect(res.status).toBe(200);
    expect(res.body.response).toContain(`**${MENTOR_DATA.idea}**`);
    expect(res.body.response).toContain(`**${MENTOR_DATA.lowStock}** costs you $2.40 and sells at $9.00`);
    expect(res.body.response).toContain("net profit $46.20");
    expect(res.body.response).toContain(MENTOR_DATA.memory);
  });

  it("what to do next comes from the roadmap's next step, and a low-stock item is named", async () => {
    const res = await client.post("/api/ai-mentor/chat", { message: "What should I do next?" });
    // The data answer of decision 1472: the roadmap's next step, the weakest evidence, and stock about to run out.
    expect(res.body.response).toContain(`**Your roadmap's next step** for`);
    expect(res.body.response).toContain(MENTOR_DATA.nextStep);
    expect(res.body.response).toContain(`**Restock soon**: ${MENTOR_DATA.lowStock} (only 3 left)`);
  });

  it("customers come from the ideas' target market", async () => {
    const res = await client.post("/api/ai-mentor/chat", { message: "How do I find my first customers?" });
    expect(res.body.response).toContain(MENTOR_DATA.targetMarket);
  });

  it("a question with no playbook and no data behind it says what the mentor can answer", async () => {
    const res = await client.post("/api/ai-mentor/chat", { message: "What about my packaging?" });
    expect(res.body.response).toMatch(
      /^I can't answer that one from your data or my playbooks\. Here is what I can answer/,
    );
    expect(res.body.response).toContain("Playbooks on validation, pricing, first customers");
  });

  it("'What do you know about me?' lists the facts used, each with a link to its tool", async () => {
    const res = await client.post("/api/ai-mentor/chat", { message: "What do you know about me?" });
    const text: string = res.body.response;
    expect(text).toContain(`You told me: ${MENTOR_DATA.memory} ([AI Mentor Chat](/ai-mentor))`);
    for (const link of [
      "(/idea-tracker)",
      "(/launch-roadmap)",
      "(/inventory-tracker)",
      "(/profit-and-loss)",
      "(/hustle-challenges)",
    ])
      expect(text).toContain(link);
  });
});

describe("with OpenAI", () => {
  it("the prompt holds the tracked idea, the roadmap's next step and the low-stock item", async () => {
    const { app: openAiApp, fake, close } = await createOpenAiTestApp(15_000);
    try {
      const { user, client: c } = await signedInUser(openAiApp);
      await fillEveryTool(openAiApp.database.db, user.id);
      fake.script({ type: "content", content: "Price Zorblax at $9." });
      const res = await c.post("/api/ai-mentor/chat", { message: "How should I price my idea?" });
      expect(res.status).toBe(200);
      const system: string = fake.requests[0].body.messages[0].content;
      expect(system).toContain(MENTOR_DATA.idea);
      expect(system).toContain(MENTOR_DATA.nextStep);
      expect(system).toContain(MENTOR_DATA.lowStock);
      expect(system).toContain(MENTOR_DATA.memory);
      expect(system.indexOf("Last 30 days")).toBeLessThan(system.indexOf("Launch roadmap"));
    } finally {
      await close();
    }
  });
});
