/**
 * AI Business Ideas and an idea's page against a fake API. The ideas and the plan are a real answer of the offline
 * engine (tests/component/fixtures/business-idea.json, written by the API through /api/generate-products and
 * /api/business-plans), parsed by the shared contracts so the fixture cannot drift from what the server sends.
 * The form refuses what is missing beside its field, sends what was chosen, shows the three new ideas apart from
 * the earlier ones; the idea's page shows its figures with their sources and its plans (Pro), an upsell (Free), and
 * 'Idea not found' for an id that is not the person's.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { productIdeaListResponseSchema } from "@shared/contracts/business-ideas";
import { businessPlanSchema } from "@shared/contracts/business-plans";
import { BusinessIdeasScreen } from "@/features/business-ideas/components/business-ideas-screen";
import { IdeaDetailScreen } from "@/features/business-ideas/components/idea-detail-screen";
import fixture from "./fixtures/business-idea.json";
import { fakeApi } from "./support/fake-api";
import { freeUsage, offlineConfig } from "./support/fixtures";
import { aUser, errorBeside, findToast, renderInApp } from "./support/render";

const { products } = productIdeaListResponseSchema.parse({ products: fixture.products });
const plan = businessPlanSchema.parse(fixture.plan);
const [first] = products;
const pro = aUser({ selectedPlan: "pro" });
const proUsage = { plan: "pro" as const, usage: {}, fairUse: { limit: 200, used: 0, remaining: 200 } };

describe("AI Business Ideas", () => {
  it("names each missing choice beside its field and sends nothing", async () => {
    const api = fakeApi({
      "GET /api/auth/user": { json: aUser() },
      "GET /api/config": { json: offlineConfig },
      "GET /api/usage": { json: freeUsage("business_ideas", 3, 3, "lifetime") },
      "GET /api/product-ideas": { json: { products: [] } },
    });
    const { user } = renderInApp(<BusinessIdeasScreen />, { path: "/business-ideas" });
    await user.click(await screen.findByRole("button", { name: /Generate 3 Business Ideas/ }));
    expect(errorBeside(await screen.findByLabelText(/^Industry/))).toBe("Industry is required");
    expect(errorBeside(screen.getByLabelText(/^Budget Range/))).toBe("Budget range is required");
    expect(errorBeside(screen.getByLabelText(/^Target Market/))).toBe("Target market is required");
    expect(api.sent("POST /api/generate-products")).toEqual([]);
  });

  it("sends the choices, shows the three new ideas, and keeps earlier ones apart", async () => {
    const earlier = { ...first, id: 99, name: "Dog-walking round for busy neighbours" };
    let stored = [earlier];
    const api = fakeApi({
      "GET /api/auth/user": { json: aUser() },
      "GET /api/config": { json: offlineConfig },
      "GET /api/usage": { json: freeUsage("business_ideas", 3, 2, "lifetime") },
      "GET /api/product-ideas": () => ({ json: { products: stored } }),
      "POST /api/generate-products": () => {
        stored = [...products, earlier];
        // As the server answers: the stored ideas, the history row and the profile facts the run used (none).
        const generation = {
          id: 7,
          tool: "business-ideas",
          engine: "offline",
          model: "offline",
          createdAt: "2026-11-28T06:45:28.382Z",
        };
        return { json: { products, generation, basedOn: [] } };
      },
    });
    const { user } = renderInApp(<BusinessIdeasScreen />, { path: "/business-ideas" });
    expect(await screen.findByRole("heading", { name: "Your earlier ideas" })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(/^Industry/), "fashion-beauty");
    await user.selectOptions(screen.getByLabelText(/^Budget Range/), "500-5000");
    await user.selectOptions(screen.getByLabelText(/^Target Market/), "millennials");
    await user.type(screen.getByLabelText(/Skills & Expertise/), "candle making, photography");
    await user.click(screen.getByRole("button", { name: /Generate 3 Business Ideas/ }));

    expect(await findToast("Success!")).toContain("3 new business ideas generated successfully!");
    expect(api.sent("POST /api/generate-products")).toEqual([
      {
        industry: "fashion-beauty",
        budget: "500-5000",
        targetMarket: "millennials",
        skills: "candle making, photography",
      },
    ]);
    const fresh = screen.getByRole("region", { name: "Your new business ideas" });
    for (const idea of products) expect(within(fresh).getByText(idea.name)).toBeTruthy();
    const older = await screen.findByRole("region", { name: "Your earlier ideas" });
    expect(within(older).getByText(earlier.name)).toBeTruthy();
    expect(within(older).queryByText(first.name)).toBeNull();
  });
});

describe("an idea's page", () => {
  const page = (
    <Routes>
      <Route path="/business-ideas/:id" element={<IdeaDetailScreen />} />
    </Routes>
  );
  const open = (id: string | number) => renderInApp(page, { path: `/business-ideas/${id}` });

  it("shows the idea's figures with their sources, its scores, and a Pro member's plan", async () => {
    fakeApi({
      "GET /api/auth/user": { json: pro },
      "GET /api/config": { json: offlineConfig },
      "GET /api/usage": { json: proUsage },
      [`GET /api/product-ideas/${first.id}`]: { json: { product: first } },
      [`GET /api/business-plans/product/${first.id}`]: { json: { plans: [plan] } },
    });
    open(first.id);
    expect(await screen.findByRole("heading", { level: 1, name: first.name })).toBeTruthy();
    expect(screen.getByText(first.marketSize)).toBeTruthy();
    // Every market figure says where it comes from (the sources list of the answer).
    expect(first.analysis.sources.length).toBeGreaterThan(0);
    for (const source of first.analysis.sources)
      expect(screen.getByRole("link", { name: new RegExp(literal(source.name)) }).getAttribute("href")).toBe(
        source.url,
      );
    if (first.analysis.scores)
      expect(screen.getByRole("meter", { name: "Market demand" }).getAttribute("aria-valuenow")).toBe(
        String(first.analysis.scores.marketDemand.score),
      );
    expect(await screen.findByRole("heading", { name: "Executive summary" })).toBeTruthy();
    expect(screen.getByText(plan.executiveSummary)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download as Markdown" })).toBeTruthy();
  });

  it("reads the idea's catalogue dollars in a pound payer's money, and leaves the sourced market size as it is", async () => {
    const profile = {
      sells: "soy candles",
      channels: ["etsy"],
      country: "GB",
      region: null,
      currency: "GBP",
      budget: "300.00",
      hoursPerWeek: 8,
      skills: [],
      ageBand: null,
      stage: null,
      updatedAt: "2026-11-20T10:00:00.000Z",
    };
    fakeApi({
      "GET /api/auth/user": { json: aUser() },
      "GET /api/config": { json: offlineConfig },
      "GET /api/usage": { json: freeUsage("business_ideas", 3, 2, "lifetime") },
      "GET /api/business-profile": { json: { profile } },
      [`GET /api/product-ideas/${first.id}`]: { json: { product: first } },
      [`GET /api/business-plans/product/${first.id}`]: { json: { plans: [] } },
    });
    open(first.id);
    // The fixture's "$80-300" at the reference rate (US$1.30 a pound): about £62 to £230.
    expect(first.startupCost).toBe("$80-300");
    expect(await screen.findByText("US$80-300 (~£62 - £230)")).toBeTruthy();
    expect(screen.getByTestId("local-amounts-note").textContent).toContain("The GBP figure beside each (~)");
    // A market size is the source's figure, in the source's currency.
    expect(screen.getByText(first.marketSize)).toBeTruthy();
  });

  it("offers a Free member the plan generator as a Pro upgrade", async () => {
    fakeApi({
      "GET /api/auth/user": { json: aUser() },
      "GET /api/config": { json: offlineConfig },
      "GET /api/usage": { json: freeUsage("business_ideas", 3, 2, "lifetime") },
      [`GET /api/product-ideas/${first.id}`]: { json: { product: first } },
      [`GET /api/business-plans/product/${first.id}`]: { json: { plans: [] } },
    });
    open(first.id);
    expect(await screen.findByRole("heading", { level: 1, name: first.name })).toBeTruthy();
    expect(await screen.findByText(/Available on the Pro plan/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Generate Business Plan/ })).toBeNull();
  });

  it("says 'Idea not found' for another person's idea and for an id that is not a number", async () => {
    fakeApi({
      "GET /api/auth/user": { json: pro },
      "GET /api/config": { json: offlineConfig },
      "GET /api/product-ideas/41": { status: 404, json: { message: "Idea not found", code: "not_found" } },
    });
    open(41);
    expect(await screen.findByRole("heading", { name: "Idea not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "See your business ideas" }).getAttribute("href")).toBe("/business-ideas");
  });

  it("asks the server nothing for a malformed id", async () => {
    const api = fakeApi({ "GET /api/auth/user": { json: pro }, "GET /api/config": { json: offlineConfig } });
    open("abc");
    expect(await screen.findByRole("heading", { name: "Idea not found" })).toBeTruthy();
    await waitFor(() => expect(api.calls.some((c) => c.path.startsWith("/api/product-ideas"))).toBe(false));
  });
});

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
