/**
 * The Supplier Database against a fake API: the cards and what the filters ask for, a favourite saved, the empty
 * state with Clear Filters, and a list that cannot load.
 */
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { suppliersResponseSchema, type Supplier } from "@shared/contracts/suppliers";
import { SupplierDatabaseScreen } from "@/features/supplier-database/components/supplier-database-screen";
import { fakeApi } from "./support/fake-api";
import { aSupplier } from "./support/fixtures";
import { findToast, renderInApp } from "./support/render";

const supplier = aSupplier;

const answer = (suppliers: Supplier[]) => ({
  json: suppliersResponseSchema.parse({ suppliers, reviewedAt: "2026-11-01", howWeRate: ["Own stock counts."] }),
});
const asked = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((c) => c.path === "/api/suppliers").map((c) => new URLSearchParams(c.search));

describe("the Supplier Database", () => {
  it("shows the suppliers, asks for the chosen filters, and clears them from the empty state", async () => {
    const api = fakeApi({
      "GET /api/suppliers": (call) => answer(call.search.includes("favorites=true") ? [] : [supplier()]),
    });
    const { user } = renderInApp(<SupplierDatabaseScreen />);
    expect(await screen.findByText("1 supplier")).toBeTruthy();
    expect(asked(api)[0].toString()).toBe("minRating=3");
    await user.selectOptions(screen.getByLabelText("Platform"), "local");
    await user.selectOptions(screen.getByLabelText("Location"), "usa");
    await user.click(screen.getByRole("button", { name: "Favorites" }));
    expect(await screen.findByText("No favorites match these filters yet.")).toBeTruthy();
    expect(asked(api).at(-1)?.toString()).toBe("platform=local&location=usa&minRating=3&favorites=true");
    await user.click(screen.getByRole("button", { name: "Clear Filters" }));
    expect(await screen.findByText("Wax & Wick Co")).toBeTruthy();
    expect((screen.getByLabelText("Platform") as HTMLSelectElement).value).toBe("all");
  });

  it("saves a supplier to the favourites", async () => {
    let favorite = false;
    const api = fakeApi({
      "GET /api/suppliers": () => answer([supplier({ isFavorite: favorite })]),
      "POST /api/suppliers/4/favorite": () => {
        favorite = true;
        return { json: { favorite: true } };
      },
    });
    const { user } = renderInApp(<SupplierDatabaseScreen />);
    await user.click(await screen.findByRole("button", { name: "Save to Favorites" }));
    expect(await findToast("Saved to Favorites")).toContain("Wax & Wick Co is in your favorites.");
    expect(api.sent("POST /api/suppliers/4/favorite")).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Saved to Favorites" }).getAttribute("aria-pressed")).toBe("true"),
    );
  });

  it("says when the suppliers cannot load", async () => {
    fakeApi({ "GET /api/suppliers": { status: 500, json: { message: "Try again shortly", code: "x" } } });
    renderInApp(<SupplierDatabaseScreen />);
    expect(await screen.findByText("Could not load suppliers")).toBeTruthy();
    expect(screen.getByText("Try again shortly")).toBeTruthy();
  });
});
