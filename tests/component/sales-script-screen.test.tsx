/** The Sales Script Generator on the generator layout: the Pro gate, the form's payload, the result and the saved scripts. */
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SalesScriptOutput } from "@shared/contracts/sales-scripts";
import { SalesScriptScreen } from "@/features/sales-scripts/components/sales-script-screen";
import { fakeApi } from "./support/fake-api";
import { generated, offlineConfig } from "./support/fixtures";
import { aUser, findToast, renderInApp } from "./support/render";

const script: SalesScriptOutput = {
  type: "email",
  script: {
    opening: "Hi Sam, I noticed your studio ships client work every week.",
    hook: "Chasing late invoices eats a day a month for most freelance designers.",
    value_proposition: "BookKeepr sends the reminders for you and gets you paid in 9 days on average.",
    objection_handling: [
      "Objection: no time. Response: setup takes ten minutes.",
      "Objection: too expensive. Response: one late invoice costs more.",
      "Objection: we use spreadsheets. Response: import them in one click.",
    ],
    closing: "Could we look at it together on Thursday?",
    follow_up: "Sam, just checking you saw my note about late invoices.",
  },
  metrics: { estimatedLength: "1 minute read", difficulty: "easy" },
  tips: ["Send it on a Tuesday morning.", "Name one client they work with.", "Keep it under 120 words."],
};

const pro = aUser({ selectedPlan: "pro" });
const usage = { plan: "pro", usage: {}, fairUse: { limit: 200, used: 0, remaining: 200 } };

describe("sales script screen", () => {
  it("a free user gets the upsell in place of the form, and the page never asks for saved scripts", async () => {
    const api = fakeApi({ "GET /api/auth/user": { json: aUser() }, "GET /api/config": { json: offlineConfig } });
    renderInApp(<SalesScriptScreen />);
    expect(await screen.findByRole("heading", { name: "The Sales Script Generator is a Pro tool" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Upgrade to Pro - $10/month" }).getAttribute("href")).toBe("/checkout");
    expect(screen.queryByRole("button", { name: /Generate/ })).toBeNull();
    expect(api.calls.some((c) => c.path === "/api/sales-scripts/history")).toBe(false);
  });

  it("a Pro user generates a script: the form's values are sent, the script shows, Save stores it with its product", async () => {
    let saved: unknown[] = [];
    const api = fakeApi({
      "GET /api/auth/user": { json: pro },
      "GET /api/config": { json: offlineConfig },
      "GET /api/usage": { json: usage },
      "GET /api/sales-scripts/history": () => ({ json: saved }),
      "POST /api/sales-scripts/generate": { json: { script, ...generated("sales-script-generator") } },
      "POST /api/sales-scripts/save": (call) => {
        // The stored script as the server presents it (shared/contracts/sales-scripts.ts savedSalesScriptSchema).
        const stored = {
          ...script,
          ...(call.body as object),
          id: 9,
          product: "BookKeepr invoicing app",
          targetAudience: "freelance designers",
          draft: false,
          createdAt: "2026-11-25T10:00:00.000Z",
        };
        saved = [stored];
        return { status: 201, json: { script: stored } };
      },
    });
    const { user } = renderInApp(<SalesScriptScreen />);
    expect(await screen.findByText("No scripts yet")).toBeTruthy();
    const generate = screen.getByRole("button", { name: "Generate Script" }) as HTMLButtonElement;
    expect(generate.disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText(/^Script type/), "email");
    await user.type(screen.getByLabelText(/^Product or service/), "BookKeepr invoicing app");
    await user.type(screen.getByLabelText("Target audience"), "freelance designers");
    await user.selectOptions(screen.getByLabelText("Goal"), "demo");
    await user.click(generate);

    const result = await screen.findByTestId("script-result");
    expect(within(result).getByTestId("full-script").textContent).toContain("Chasing late invoices");
    // No conversion estimate is shown: nothing measures one (decision 1483).
    expect(within(result).queryByText(/conversion/i)).toBeNull();
    expect(within(result).getByText("Difficulty: easy")).toBeTruthy();
    expect(api.sent("POST /api/sales-scripts/generate")).toEqual([
      {
        type: "email",
        product: "BookKeepr invoicing app",
        targetAudience: "freelance designers",
        painPoint: "",
        tone: "professional",
        industry: "",
        goal: "demo",
      },
    ]);

    await user.click(within(result).getByRole("button", { name: "Save Script" }));
    await findToast("Script Saved");
    expect(api.sent("POST /api/sales-scripts/save")).toEqual([
      { ...script, product: "BookKeepr invoicing app", targetAudience: "freelance designers" },
    ]);
    await user.click(within(result).getByRole("button", { name: "Close script" }));
    const recent = await screen.findByTestId("recent-scripts");
    await waitFor(() => expect(recent.textContent).toContain("BookKeepr invoicing app"));
  });
});
