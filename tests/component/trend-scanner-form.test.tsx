/** The trend scanner's filters and scan (form kit + the scan schema of shared/contracts/trending-products.ts). */
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TrendScannerScreen } from "@/features/product-trend-scanner/components/trend-scanner-screen";
import { fakeApi, type Call } from "./support/fake-api";
import { aTrendingProduct, freeUsage, generated, offlineConfig } from "./support/fixtures";
import { aUser, errorBeside, findToast, renderInApp } from "./support/render";

const common = {
  "GET /api/auth/user": { json: aUser() },
  "GET /api/config": { json: offlineConfig },
  "GET /api/usage": { json: freeUsage("trend_scan", 2, 2, "day") },
  "GET /api/trending-products": { json: { products: [aTrendingProduct()], reviewedAt: "2026-11-16" } },
};

const lastListQuery = (calls: Call[]) =>
  calls
    .filter((c) => c.path === "/api/trending-products")
    .map((c) => c.search)
    .at(-1);

describe("trend scanner filters and scan", () => {
  it("the list follows the filters: the score as typed, clamped to 0-100, an empty score meaning 0", async () => {
    const api = fakeApi(common);
    const { user } = renderInApp(<TrendScannerScreen />);
    await screen.findByRole("heading", { name: "Posture corrector" });
    expect(lastListQuery(api.calls)).toBe("?minTrendScore=70");
    expect(await screen.findByText("2 of 2 free runs left today")).toBeTruthy();

    const score = screen.getByLabelText("Minimum trend score");
    await user.clear(score);
    await user.type(score, "150");
    await waitFor(() => expect(lastListQuery(api.calls)).toBe("?minTrendScore=100"));
    await user.clear(score);
    await waitFor(() => expect(lastListQuery(api.calls)).toBe("?minTrendScore=0"));
    await user.selectOptions(screen.getByLabelText("Category"), "fitness");
    await user.selectOptions(screen.getByLabelText("Platform"), "tiktok");
    await waitFor(() => expect(lastListQuery(api.calls)).toBe("?minTrendScore=0&category=fitness&platform=tiktok"));
  });

  it("Scan for Trends sends the filters as the contract reads them and toasts what it found", async () => {
    const api = fakeApi({
      ...common,
      "POST /api/scan-trending-products": {
        json: {
          products: [aTrendingProduct()],
          found: 1,
          updated: 3,
          notes: [],
          ...generated("product-trend-scanner"),
        },
      },
    });
    const { user } = renderInApp(<TrendScannerScreen />);
    await screen.findByRole("heading", { name: "Posture corrector" });
    await user.selectOptions(screen.getByLabelText("Category"), "beauty");
    const score = screen.getByLabelText("Minimum trend score");
    await user.clear(score);
    await user.type(score, "55");
    await user.click(screen.getByRole("button", { name: "Scan for Trends" }));

    expect(await findToast("Scan Complete")).toContain("Found 1 new product and updated 3 products.");
    expect(api.sent("POST /api/scan-trending-products")).toEqual([
      { category: "beauty", platform: "all", minTrendScore: 55 },
    ]);
  });

  it("a refused field comes back beside it, with no toast", async () => {
    fakeApi({
      ...common,
      "POST /api/scan-trending-products": {
        status: 400,
        json: {
          message: "Minimum trend score must be a number from 0 to 100",
          code: "validation_error",
          details: [{ path: "minTrendScore", message: "Minimum trend score must be a number from 0 to 100" }],
        },
      },
    });
    const { user } = renderInApp(<TrendScannerScreen />);
    await screen.findByRole("heading", { name: "Posture corrector" });
    await user.click(screen.getByRole("button", { name: "Scan for Trends" }));
    const score = screen.getByLabelText("Minimum trend score");
    await waitFor(() => expect(errorBeside(score)).toBe("Minimum trend score must be a number from 0 to 100"));
    expect(screen.queryByText("Scan Failed")).toBeNull();
  });

  it("Clear Filters puts the defaults back in the fields and the list", async () => {
    const api = fakeApi({
      ...common,
      "GET /api/trending-products": (call) => ({
        json: {
          products: call.search.includes("minTrendScore=100") ? [] : [aTrendingProduct()],
          reviewedAt: "2026-11-16",
        },
      }),
    });
    const { user } = renderInApp(<TrendScannerScreen />);
    await screen.findByRole("heading", { name: "Posture corrector" });
    const score = screen.getByLabelText("Minimum trend score");
    await user.clear(score);
    await user.type(score, "100");
    await user.click(await screen.findByRole("button", { name: "Clear Filters" }));
    await screen.findByRole("heading", { name: "Posture corrector" });
    expect((score as HTMLInputElement).value).toBe("70");
    expect(lastListQuery(api.calls)).toBe("?minTrendScore=70");
  });

  it("reads the trends for a candle maker in Leeds: prices said as US dollars with pounds beside them, Etsy named as not scanned", async () => {
    const profile = {
      sells: "soy candles",
      channels: ["etsy"],
      country: "GB",
      region: "West Yorkshire",
      currency: "GBP",
      budget: "300.00",
      hoursPerWeek: 8,
      skills: ["candle making"],
      ageBand: "16-17",
      stage: "first-sales",
      updatedAt: "2026-11-20T10:00:00.000Z",
    };
    fakeApi({ ...common, "GET /api/business-profile": { json: { profile } } });
    renderInApp(<TrendScannerScreen />);
    const notes = await screen.findByRole("list", { name: "Read these trends for your business" });
    expect(notes.textContent).toContain("Prices are typical US marketplace prices in US dollars (US$)");
    expect(notes.textContent).toContain("not on Etsy, where you sell");
    // The fixture's $24.99 price: US$24.99 and, at the reference rate, about £19.
    expect(await screen.findByText("US$24.99")).toBeTruthy();
    expect(screen.getByText("about £19")).toBeTruthy();
    // A finished profile whose only channel is not a platform here is not asked to be finished again.
    const note = screen.getByTestId("profile-note");
    expect(note.textContent).toContain("Nothing in your business profile matches this form's options");
    expect(note.textContent).not.toContain("Finish your profile");
    expect(screen.getByRole("link", { name: "Edit profile" }).getAttribute("href")).toBe("/settings/business");
  });
});
