/**
 * The trend scanner, side hustles and micro niches draw their whole curated catalogues without React's
 * duplicate-key warning ("Encountered two children with the same key"): a list keyed by a value that can repeat
 * mixes up its rows when it changes. The catalogues come from the data files the server seeds, and one entry of
 * each repeats a text in its lists (a channel named twice, a requirement written twice), which keys by text broke.
 */
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { TrendScannerScreen } from "@/features/product-trend-scanner/components/trend-scanner-screen";
import { SideHustlesScreen } from "@/features/side-hustles/components/side-hustles-screen";
import { MicroNichesScreen } from "@/features/micro-niches/components/micro-niches-screen";
import nichesFile from "../../server/modules/micro-niches/data/micro-niches.json";
import hustlesFile from "../../server/modules/side-hustles/data/side-hustles.json";
import trendsFile from "../../server/modules/trending-products/data/trending-products.json";
import { fakeApi } from "./support/fake-api";
import { aTrendingProduct, freeUsage, offlineConfig } from "./support/fixtures";
import { aUser, renderInApp } from "./support/render";

const withIds = <T extends { slug: string }>(list: T[]) =>
  list.map(({ slug: _slug, ...rest }, i) => ({ id: i + 1, ...rest }));

const niches = withIds(nichesFile.niches);
niches[0] = { ...niches[0], marketingChannels: ["Instagram", "Instagram", "TikTok", "Etsy", "Instagram"] };
const hustles = withIds(hustlesFile.hustles).map((h) => ({ ...h, bookmarked: false }));
hustles[0] = { ...hustles[0], requirements: ["A phone", "A phone", "Time"], steps: ["Practise", "Practise", "Sell"] };

const common = {
  "GET /api/auth/user": { json: aUser() },
  "GET /api/config": { json: offlineConfig },
  "GET /api/usage": { json: freeUsage("trend_scan", 2, 2, "day") },
  "GET /api/generations": { json: { generations: [] } },
  "GET /api/micro-niches": { json: { niches, reviewedAt: nichesFile.reviewedAt } },
  "GET /api/side-hustles": { json: { hustles, reviewedAt: hustlesFile.reviewedAt } },
  "GET /api/trending-products": {
    json: {
      products: withIds(trendsFile.products).map(({ id, name, description, price, shippingTime }) =>
        aTrendingProduct({ id, name, description, price: price.toFixed(2), shippingTime }),
      ),
      reviewedAt: trendsFile.reviewedAt,
    },
  },
};

let errors: MockInstance;
beforeEach(() => {
  errors = vi.spyOn(console, "error");
});
afterEach(() => errors.mockRestore());

const duplicateKeys = () =>
  errors.mock.calls.map((args) => args.map(String).join(" ")).filter((m) => /same key/i.test(m));

describe("catalogue screens have unique keys", () => {
  it.each([
    ["the trend scanner", () => <TrendScannerScreen />, "product"],
    ["side hustles", () => <SideHustlesScreen />, "side hustle"],
    ["micro niches", () => <MicroNichesScreen />, "niche"],
  ])("%s", async (_name, ui, noun) => {
    fakeApi(common);
    renderInApp(ui());
    await screen.findByText(new RegExp(`^\\d+ ${noun}s?$`, "i"), undefined, { timeout: 5000 });
    await waitFor(() => expect(document.querySelectorAll("h3").length).toBeGreaterThan(10));
    expect(duplicateKeys()).toEqual([]);
  });
});
