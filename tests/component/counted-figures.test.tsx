/**
 * No invented figures (docs/decisions/1440-figures-are-counted.md): the sign-in hero and the three hubs show the
 * product's own counts from GET /api/stats, the manifest's tool counts, or a plain statement; the people tile
 * appears only when the server gives the count.
 */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PublicStats } from "@shared/contracts/stats";
import { hubTools, STANDALONE_TOOLS } from "@shared/tools/manifest";
import { AuthHero } from "@/features/auth/components/auth-hero";
import { DropshippingHub } from "@/features/hubs/components/dropshipping-hub";
import { GrowthSuiteHub } from "@/features/hubs/components/growth-suite-hub";
import { MoneyMakersHub } from "@/features/hubs/components/money-makers-hub";
import { fakeApi } from "./support/fake-api";
import { offlineConfig } from "./support/fixtures";
import { aUser, renderInApp } from "./support/render";

const stats = (users: number | null = null): PublicStats => ({
  catalogues: {
    trendingProducts: 91,
    sideHustles: 44,
    microNiches: 44,
    suppliers: 53,
    verifiedSuppliers: 38,
    averageTrendMargin: 47,
    challenges: 3,
  },
  users,
  fairUseDailyLimit: 200,
});
const api = (users: number | null = null) =>
  fakeApi({
    "GET /api/auth/user": { json: aUser() },
    "GET /api/config": { json: offlineConfig },
    "GET /api/stats": { json: stats(users) },
  });

/** Marketing shapes nobody measured: '15K+', '2.4M+', a success rate, an average income. */
const UNMEASURED = /\d[\d.,]*\s*[KM]\+|success rate|monthly income|\+\d+%|retention/i;

/** The tiles of a strip as [value, label] pairs, once the counts arrived. */
async function tiles(name: string, firstValue: string): Promise<string[][]> {
  const list = await screen.findByRole("list", { name });
  await within(list).findByText(firstValue);
  return within(list)
    .getAllByRole("listitem")
    .map((li) => [...li.querySelectorAll("span.block")].map((s) => s.textContent ?? ""));
}

describe("stat tiles show counted figures only", () => {
  it("sign-in: the manifest's tools, the reviewed suppliers, and 'Free' while the user count is not given", async () => {
    api(null);
    renderInApp(<AuthHero />);
    expect(await tiles("HustleForge in numbers", "53")).toEqual([
      [String(STANDALONE_TOOLS.length), "Tools in one place"],
      ["53", "Suppliers reviewed"],
      ["Free", "Plan to start, no card needed"],
    ]);
    expect(document.body.textContent).not.toMatch(UNMEASURED);
  });

  it("sign-in: the user count, labelled as HustleForge users, once the server gives it", async () => {
    api(1234);
    renderInApp(<AuthHero />);
    expect((await tiles("HustleForge in numbers", "1,234"))[2]).toEqual(["1,234", "HustleForge users"]);
  });

  it("Money Makers: tools, side hustles, tracked products", async () => {
    api(null);
    renderInApp(<MoneyMakersHub />);
    expect(await tiles("Money Makers in numbers", "91")).toEqual([
      [String(hubTools("money").length), "Money-making tools"],
      ["44", "Side hustles with start guides"],
      ["91", "Trending products tracked"],
      ["Free", "Plan to start, no card needed"],
    ]);
    expect(document.body.textContent).not.toMatch(UNMEASURED);
  });

  it("Dropshipping Command Center: the real supplier count, not '15K+ verified suppliers'", async () => {
    api(null);
    renderInApp(<DropshippingHub />);
    expect(await tiles("Dropshipping in numbers", "53")).toEqual([
      ["91", "Trending products tracked"],
      ["53", "Suppliers reviewed, 38 verified by our rule"],
      ["4", "Free tools in this toolkit"],
      ["47%", "Average margin of tracked products"],
    ]);
    expect(document.body.textContent).not.toMatch(UNMEASURED);
  });

  it("Growth Suite: the manifest's counts and plain statements", async () => {
    api(250);
    renderInApp(<GrowthSuiteHub />);
    const pro = hubTools("growth").filter((t) => t.plan === "pro").length;
    const all = hubTools("growth").length;
    expect(await tiles("Growth Suite in numbers", "250")).toEqual([
      [String(all), "Growth tools"],
      [String(pro), `Pro tools, ${all - pro} open to all`],
      ["250", "HustleForge users"],
      ["Yours", "Your data: export or delete it any time"],
    ]);
    expect(document.body.textContent).not.toMatch(UNMEASURED);
  });
});
