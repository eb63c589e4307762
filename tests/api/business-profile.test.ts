/**
 * The business profile (docs/guide/business-profile.md, docs/decisions/1470-business-profile-and-money-in-its-currency.md):
 * GET/PUT with every field optional, the currency from the budget or the country, each bad field refused beside it;
 * every AI answer names the profile facts its run used (`basedOn`), none without a profile or for an input the person
 * changed, kept with the generation; the P&L starts in the profile's currency. The archive and the deletion are
 * covered by tests/api/account-data.test.ts through the registry.
 */
import { describe, expect, it } from "vitest";
import { useTestApp, type TestApp } from "../support/test-app";
import { deskLampItem, fitFlowIdea, signedInUser } from "../support/factories";
import type { HttpClient } from "../support/http-client";
import { productIdeas, type User } from "../../shared/schema";
import { businessProfileResponseSchema } from "../../shared/contracts/business-profile";
import { nicheDiscoveryOutputSchema } from "../../shared/contracts/niche-discovery";
import { hustleGeneratorResponseSchema, maxDollars } from "../../shared/contracts/side-hustle-generator";
import { pnlResponseSchema } from "../../shared/contracts/finance";
import { generationDetailResponseSchema } from "../../shared/contracts/generations";
import { toolRegistry } from "../../server/modules";
import type { ToolRegistration } from "../../server/ai/registry";

const app = useTestApp();
const pro = { selectedPlan: "pro" as const };

const candles = {
  sells: "candles",
  channels: ["etsy"],
  country: "US",
  region: "Ohio",
  budget: "$300",
  hoursPerWeek: 8,
  skills: ["candle making", "photography"],
  ageBand: "16-17",
  stage: "first-sales",
};

type Detail = { path: string; message: string };
/** The message beside `field` (or one of its entries) in a 400's details. */
const detail = (body: { details?: Detail[] }, field: string) =>
  body.details?.find((d) => d.path === field || d.path.startsWith(`${field}.`))?.message;

async function saved(client: HttpClient, body: object) {
  const res = await client.put("/api/business-profile", body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return businessProfileResponseSchema.parse(res.body).profile;
}

describe("GET/PUT /api/business-profile", () => {
  it("answers null before a profile is saved, then the saved profile, replaced whole by the next PUT", async () => {
    const { client } = await signedInUser(app);
    expect((await client.get("/api/business-profile")).body).toEqual({ profile: null });

    const profile = await saved(client, {
      ...candles,
      skills: [" candle making ", "Candle Making", "", "photography"],
    });
    expect(profile).toEqual({
      ...candles,
      currency: "USD",
      budget: "300.00",
      skills: ["candle making", "photography"],
      updatedAt: expect.any(String),
    });
    expect((await client.get("/api/business-profile")).body).toEqual({ profile });

    // Every field is optional: an empty body clears the profile's fields.
    expect(await saved(client, {})).toEqual({
      sells: null,
      channels: [],
      country: null,
      region: null,
      currency: null,
      budget: null,
      hoursPerWeek: null,
      skills: [],
      ageBand: null,
      stage: null,
      updatedAt: expect.any(String),
    });
  });

  it("keeps each person's profile apart and refuses a signed-out caller", async () => {
    const a = await signedInUser(app);
    const b = await signedInUser(app);
    await saved(a.client, { sells: "rings" });
    expect((await b.client.get("/api/business-profile")).body).toEqual({ profile: null });
    const anonymous = app.client();
    expect((await anonymous.get("/api/business-profile")).status).toBe(401);
    expect((await anonymous.put("/api/business-profile", { sells: "x" })).status).toBe(401);
  });

  it.each([
    [{ budget: "£400" }, { currency: "GBP", budget: "400.00" }],
    [{ budget: "400 GBP" }, { currency: "GBP", budget: "400.00" }],
    [
      { country: "de", budget: "1.200,50" },
      { country: "DE", currency: "EUR", budget: "1200.50" },
    ],
    [
      { country: "GB", budget: "€1.200,50" },
      { country: "GB", currency: "EUR", budget: "1200.50" },
    ],
    [
      { country: "US", budget: "$1,000" },
      { currency: "USD", budget: "1000.00" },
    ],
    [
      { currency: "gbp", budget: "1000" },
      { currency: "GBP", budget: "1000.00" },
    ],
    [{ budget: "1000" }, { currency: "USD", budget: "1000.00" }],
    [{ country: "JP" }, { currency: "JPY", budget: null }],
    [{ country: "AQ" }, { currency: null }],
    [{ budget: 250 }, { currency: "USD", budget: "250.00" }],
  ])("reads %j as %j", async (body, expected) => {
    const { client } = await signedInUser(app);
    expect(await saved(client, body)).toMatchObject(expected);
  });

  it("refuses each bad field with the D1 shape and a message beside it, storing nothing", async () => {
    const { client } = await signedInUser(app);
    const res = await client.put("/api/business-profile", {
      sells: "x".repeat(201),
      channels: ["etsy", "myspace"],
      country: "XX",
      region: "r".repeat(101),
      currency: "ABC",
      hoursPerWeek: 81,
      skills: Array.from({ length: 11 }, (_, i) => `skill ${i}`),
      ageBand: "12",
      stage: "rich",
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "validation_error", message: expect.any(String) });
    const fields = new Set((res.body.details as Detail[]).map((d) => d.path.split(".")[0]));
    expect([...fields].sort()).toEqual(
      ["ageBand", "channels", "country", "currency", "hoursPerWeek", "region", "sells", "skills", "stage"].sort(),
    );
    expect(detail(res.body, "hoursPerWeek")).toMatch(/0 to 80/);
    expect(detail(res.body, "country")).toMatch(/two-letter code/);
    expect((await client.get("/api/business-profile")).body).toEqual({ profile: null });
  });

  it.each([
    [{ budget: "lots" }, /amount such as/],
    [{ budget: "12.3456" }, /two decimals/],
    [{ budget: "-5" }, /negative/],
    [{ budget: "400 XYZ" }, /currency we do not know/],
    [{ currency: "USD", budget: "£400" }, /in GBP but your currency is USD/],
    [{ country: "JP", budget: "¥5000.50" }, /two decimals/],
    [{ hoursPerWeek: 7.5 }, /whole number/],
    [{ skills: ["x".repeat(61)] }, /at most 60/],
    [{ sells: "<script>alert(1)</script>" }, /code or markup/],
    [{ skills: ["candles", "asdfgh qwerty zxcvb"] }, /random typing/],
  ])("refuses %j beside the field", async (body, message) => {
    const { client } = await signedInUser(app);
    const res = await client.put("/api/business-profile", body);
    expect(res.status).toBe(400);
    const [field] = Object.keys(body).slice(-1);
    expect(detail(res.body, field)).toMatch(message);
  });
});

/** A request of the tool's own: its example, or a stored idea for the business plan. */
async function requestOf(r: ToolRegistration, user: User): Promise<Record<string, unknown>> {
  if (r.tool.id === "business-plan") {
    const [idea] = await app.database.db
      .insert(productIdeas)
      .values({ userId: user.id, ...fitFlowIdea })
      .returning();
    return { productIdeaId: idea.id, budget: "$500 - $5,000" };
  }
  if (r.tool.id === "idea-score") return {};
  return r.tool.example as Record<string, unknown>;
}

const tool = (id: string) => {
  const r = toolRegistry.list.find((t) => t.tool.id === id);
  if (!r) throw new Error(`no tool ${id}`);
  return r;
};

async function run(testApp: TestApp, client: HttpClient, r: ToolRegistration, body: object) {
  const res = await client.post(`/api${r.path}`, body);
  expect([200, 201], `${r.tool.id}: ${JSON.stringify(res.body).slice(0, 300)}`).toContain(res.status);
  void testApp;
  return res.body as { basedOn: { field: string; value: string }[]; generation: { id: number } };
}

describe("basedOn on every AI answer", () => {
  it("is empty for every generator of a person without a profile", async () => {
    const { user, client } = await signedInUser(app, pro);
    for (const r of toolRegistry.list) {
      if (r.tool.id === "idea-score") continue; // scored from a tracked idea, never from a form
      const body = await run(app, client, r, await requestOf(r, user));
      expect(body.basedOn, r.tool.id).toEqual([]);
    }
  });

  const expected: [string, Record<string, unknown>, { field: string; value: string }[]][] = [
    [
      "niche-discovery",
      { skills: ["candle making", "photography"], budget: "0-500", interests: ["candles"] },
      [
        { field: "sells", value: "candles" },
        { field: "budget", value: "$300" },
        { field: "skills", value: "candle making, photography" },
      ],
    ],
    [
      "side-hustle-generator",
      { budget: "200-500", timePerWeek: "5-10", skills: ["candle making", "photography"] },
      [
        // Read as context: what they sell ranks the closest side hustles first (decision 1478).
        { field: "sells", value: "candles" },
        { field: "budget", value: "$300" },
        { field: "hoursPerWeek", value: "8 h a week" },
        { field: "skills", value: "candle making, photography" },
      ],
    ],
    [
      "launch-roadmap",
      { businessIdea: "candles", budget: "100-500", timeCommitment: "5-10", experience: "some" },
      [
        { field: "sells", value: "candles" },
        { field: "budget", value: "$300" },
        { field: "hoursPerWeek", value: "8 h a week" },
        { field: "stage", value: "First sales" },
      ],
    ],
    [
      "market-analysis",
      { industry: "candles", location: "north-america" },
      [
        { field: "sells", value: "candles" },
        { field: "country", value: "United States" },
      ],
    ],
    ["quick-validation", { product: "candles" }, [{ field: "sells", value: "candles" }]],
    [
      "business-ideas",
      { budget: "0-500", skills: "candles, candle making, photography" },
      [
        { field: "sells", value: "candles" },
        { field: "budget", value: "$300" },
        { field: "skills", value: "candle making, photography" },
      ],
    ],
  ];

  it.each(expected)("%s names the facts its form was filled with", async (id, filled, basedOn) => {
    const { user, client } = await signedInUser(app, pro);
    await saved(client, candles);
    const r = tool(id);
    const body = await run(app, client, r, { ...(await requestOf(r, user)), ...filled });
    expect(body.basedOn).toEqual(basedOn);
    // Reopened from the history, the answer still says what it used.
    const detail = await client.get(`/api/generations/${body.generation.id}`);
    expect(generationDetailResponseSchema.parse(detail.body).generation.basedOn).toEqual(basedOn);
  });

  it("leaves out a fact the person changed for this run, and the profile keeps it", async () => {
    const { user, client } = await signedInUser(app, pro);
    await saved(client, candles);
    const r = tool("niche-discovery");
    const body = await run(app, client, r, {
      ...(await requestOf(r, user)),
      skills: ["candle making", "photography", "pottery"],
      budget: "2000-5000",
      interests: ["soap"],
    });
    // More skills than the profile's still use the profile's; a different budget and interests do not.
    expect(body.basedOn).toEqual([{ field: "skills", value: "candle making, photography" }]);
    expect((await client.get("/api/business-profile")).body.profile.budget).toBe("300.00");
  });

  it("names the channels a trend scan's platform came from", async () => {
    const { client } = await signedInUser(app, pro);
    await saved(client, { channels: ["etsy", "tiktok-shop"] });
    const body = await run(app, client, tool("product-trend-scanner"), {
      category: "home",
      platform: "tiktok",
      minTrendScore: 50,
    });
    expect(body.basedOn).toEqual([{ field: "channels", value: "Etsy, TikTok Shop" }]);
  });

  it("shows the budget in the profile's currency and picks the band by it", async () => {
    const { user, client } = await signedInUser(app, pro);
    await saved(client, { sells: "silver rings", country: "GB", budget: "£400", channels: ["etsy", "amazon"] });
    const r = tool("business-plan");
    const body = await run(app, client, r, { ...(await requestOf(r, user)), budget: "$500 - $5,000" });
    // The band the profile's budget falls in reads the exact budget, and the plan is in pounds (decision 1471).
    expect(body.basedOn).toEqual([
      { field: "currency", value: "GBP" },
      { field: "budget", value: "£400" },
    ]);
  });
});

describe("the person's own budget in the budget sentences (decision 1493)", () => {
  it("is what niche discovery and business ideas weigh costs against and name, while the band chosen holds it", async () => {
    const { client } = await signedInUser(app, pro);
    // A$400 is about US$260: inside the $0 - $500 band, below its top.
    await saved(client, { sells: "ceramic earrings", country: "AU", budget: "A$400", skills: ["pottery"] });
    const niches = await run(app, client, tool("niche-discovery"), {
      industry: "lifestyle",
      budget: "0-500",
      targetMarket: "gen-z",
      skills: ["pottery"],
      interests: ["ceramic earrings"],
    });
    expect(niches.basedOn).toContainEqual({ field: "budget", value: "A$400" });
    const { ideas } = nicheDiscoveryOutputSchema.parse(niches);
    const sentences = ideas.flatMap((i) => [...i.pros, ...(i.fitReasons ?? [])]).filter((t) => /budget/.test(t));
    expect(sentences.length).toBeGreaterThan(0);
    for (const t of sentences) expect(t).toMatch(/A\$400 budget/);
    // Said as it is read aloud: "an A$400 budget".
    expect(JSON.stringify(niches)).not.toMatch(/\ba A\$/);
    // A cost that fits is shown up to the budget's worth (US$260), never to the band's top (US$500).
    for (const i of ideas) {
      const top = Number(i.startupCosts.replace(/,/g, "").match(/\d+/g)!.at(-1));
      if ((i.fitReasons ?? []).some((r) => r.includes("fit your"))) expect(top).toBeLessThanOrEqual(260);
    }
    // Another band than the profile's: the band's words, as before.
    const other = await run(app, client, tool("niche-discovery"), {
      industry: "lifestyle",
      budget: "500-2000",
      targetMarket: "gen-z",
    });
    expect(other.basedOn.map((b) => b.field)).not.toContain("budget");
    expect(JSON.stringify(other)).toContain("$500 - $2,000 budget");

    const products = await run(app, client, tool("business-ideas"), {
      industry: "fashion-beauty",
      budget: "0-500",
      targetMarket: "gen-z",
      skills: "pottery, ceramic earrings",
    });
    expect(products.basedOn).toContainEqual({ field: "budget", value: "A$400" });
    expect(JSON.stringify(products)).toMatch(/your A\$400 budget/);

    // Side hustles: A$400 (about US$260) is inside the $200 - $500 option; no idea starts above it.
    const hustles = await run(app, client, tool("side-hustle-generator"), { budget: "200-500", timePerWeek: "5-10" });
    expect(hustles.basedOn).toContainEqual({ field: "budget", value: "A$400" });
    const { ideas: started } = hustleGeneratorResponseSchema.parse(hustles);
    for (const idea of started) {
      expect(idea.whyItFits.join(" ")).toMatch(/your A\$400 budget/);
      expect(maxDollars(idea.startupCost)).toBeLessThanOrEqual(260);
    }
  });
});

describe("the P&L's home currency", () => {
  it("starts as the profile's currency until the person sets one", async () => {
    const { client } = await signedInUser(app);
    expect((await client.get("/api/finance/settings")).body.settings.homeCurrency).toBe("USD");
    await saved(client, { country: "GB" });
    expect((await client.get("/api/finance/settings")).body.settings.homeCurrency).toBe("GBP");
    const pnl = await client.get("/api/finance/pnl?from=2026-01-01&to=2026-01-31");
    expect(pnl.status).toBe(200);
    expect(pnl.body.currency).toBe("GBP");
    expect((await client.put("/api/finance/settings", { homeCurrency: "EUR" })).status).toBe(200);
    await saved(client, { country: "JP" });
    expect((await client.get("/api/finance/settings")).body.settings.homeCurrency).toBe("EUR");
  });

  it("is the currency of a sale typed in the inventory, so the sale counts in the P&L without a rate", async () => {
    const { client } = await signedInUser(app);
    await saved(client, { sells: "desk lamps", country: "GB" });
    const item = await client.post("/api/inventory", deskLampItem);
    expect(item.status).toBe(201);
    const today = new Date().toISOString().slice(0, 10);
    const sale = await client.post(`/api/inventory/${item.body.item.id}/sales`, { quantity: 2, orderDate: today });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    const pnl = pnlResponseSchema.parse((await client.get(`/api/finance/pnl?from=${today}&to=${today}`)).body);
    expect(pnl.currency).toBe("GBP");
    expect(pnl.totals).toMatchObject({ orders: 1, units: 2, grossSales: "49.98", cogs: "17.00" });
    expect(pnl.warnings).toEqual([]);
  });
});
