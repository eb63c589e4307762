/**
 * One micro niche's page against a fake API: every field, product and channel, the way to Market Research with
 * the niche's industry and audience, and a niche not in the catalogue.
 */
import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { microNicheResponseSchema } from "@shared/contracts/micro-niches";
import NicheDetailPage from "@/features/micro-niches/micro-niches.detail.page";
import { fakeApi } from "./support/fake-api";
import { renderInApp } from "./support/render";

const page = (
  <Routes>
    <Route path="/micro-niches/:id" element={<NicheDetailPage />} />
  </Routes>
);

describe("a micro niche's page", () => {
  it("shows the niche in full and leads to its market research", async () => {
    fakeApi({
      "GET /api/micro-niches/7": {
        json: microNicheResponseSchema.parse({
          niche: {
            id: 7,
            name: "Senior dog comfort",
            description: "Orthopaedic beds, ramps and joint care for dogs over eight, bought by owners who worry.",
            category: "pets",
            competitionLevel: "low",
            demandLevel: "high",
            profitPotential: "high",
            targetAudience: "Owners of older dogs",
            keyProducts: ["Orthopaedic beds", "Pet ramps", "Joint supplements"],
            marketingChannels: ["Facebook groups", "Vet partnerships", "Pinterest"],
            entryBarriers: "Product safety and honest claims about joint care.",
            seasonality: "Steady, a little higher in winter",
            industry: "ecommerce-retail",
          },
          reviewedAt: "2026-11-01",
        }),
      },
    });
    renderInApp(page, { path: "/micro-niches/7" });
    expect(await screen.findByRole("heading", { level: 1, name: /Senior dog comfort/ })).toBeTruthy();
    expect(screen.getByText("high profit potential")).toBeTruthy();
    expect(screen.getByText("Pet ramps")).toBeTruthy();
    expect(screen.getByText("Vet partnerships")).toBeTruthy();
    expect(screen.getByText("Steady, a little higher in winter")).toBeTruthy();
    const research = screen.getByRole("link", { name: "Market Research: Senior dog comfort" });
    expect(research.getAttribute("href")).toContain("ecommerce-retail");
    expect(decodeURIComponent(research.getAttribute("href") ?? "").replace(/\+/g, " ")).toContain(
      "Owners of older dogs",
    );
  });

  it("says a niche not in the catalogue was not found", async () => {
    fakeApi({});
    renderInApp(page, { path: "/micro-niches/999" });
    expect(await screen.findByRole("heading", { name: "Niche not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "All micro niches" }).getAttribute("href")).toBe("/micro-niches");
  });
});
