/**
 * The checkout against a fake API. Its setup: a server without payments says so, a failed setup says why and tries
 * again, a Pro member is not sent through it. Its return address (/dashboard): what Stripe's redirect says decides
 * the screen, a succeeded payment is confirmed with the server (retried while Stripe has not marked it active yet),
 * and every outcome leads on to the dashboard.
 */
import { screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CheckoutFlow } from "@/features/billing/components/checkout-flow";
import { CheckoutReturn } from "@/features/billing/components/checkout-return";
import { fakeApi } from "./support/fake-api";
import { offlineConfig } from "./support/fixtures";
import { aUser, findToast, renderInApp } from "./support/render";

const app = (
  <Routes>
    <Route path="/dashboard" element={<CheckoutReturn />} />
    <Route path="/" element={<p>The dashboard</p>} />
    <Route path="/checkout" element={<p>The checkout</p>} />
  </Routes>
);
const back = (query: string) => renderInApp(app, { path: `/dashboard?${query}` });
const notYetActive = {
  status: 402,
  json: { message: "Your subscription is not active yet", code: "payment_required" },
};

afterEach(() => {
  vi.useRealTimers();
});

describe("the checkout's return", () => {
  it("confirms a succeeded payment with the server and welcomes the person to Pro", async () => {
    const api = fakeApi({ "POST /api/auth/update-plan": { json: aUser({ selectedPlan: "pro" }) } });
    back("payment_intent=pi_1&redirect_status=succeeded");
    expect(screen.getByText("Confirming your subscription...")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Welcome to Pro!" })).toBeTruthy();
    expect(await findToast("Payment Successful!")).toContain(
      "Welcome to the Pro plan! You now have access to all premium features.",
    );
    expect(api.sent("POST /api/auth/update-plan")).toEqual([{ plan: "pro", hasCompletedOnboarding: "true" }]);
    expect(screen.getByRole("link", { name: "Continue to dashboard" }).getAttribute("href")).toBe("/");
  });

  it("asks again while Stripe has not marked the subscription active, then says the payment is processing", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({ "POST /api/auth/update-plan": notYetActive });
    back("setup_intent=seti_1&redirect_status=succeeded");
    await vi.advanceTimersByTimeAsync(6_000);
    expect(await screen.findByRole("heading", { name: "Your payment is processing" })).toBeTruthy();
    // Four tries in all, 1.5 s apart, before it stops asking.
    expect(api.sent("POST /api/auth/update-plan")).toHaveLength(4);
    expect(await findToast("Error")).toContain("Failed to update your plan. Please try again.");
    // The result stays a moment, then the dashboard.
    await vi.advanceTimersByTimeAsync(3_600);
    expect(await screen.findByText("The dashboard")).toBeTruthy();
  });

  it("says a failed payment did not charge the card and offers to try again", async () => {
    const api = fakeApi({});
    back("payment_intent=pi_1&redirect_status=requires_payment_method");
    expect(await screen.findByRole("heading", { name: "Your payment didn't go through" })).toBeTruthy();
    expect(await findToast("Payment Failed")).toContain("Something went wrong with your payment.");
    expect(screen.getByRole("link", { name: "Try again" }).getAttribute("href")).toBe("/checkout");
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toBeTruthy();
    expect(api.sent("POST /api/auth/update-plan")).toEqual([]);
  });

  it("shows a processing payment without asking the server to switch the plan", async () => {
    const api = fakeApi({ "GET /api/auth/user": { json: aUser() } });
    back("payment_intent=pi_1&redirect_status=processing");
    expect(await screen.findByRole("heading", { name: "Your payment is processing" })).toBeTruthy();
    expect(api.sent("POST /api/auth/update-plan")).toEqual([]);
  });

  it("goes straight to the dashboard when the address carries no payment", async () => {
    fakeApi({});
    back("redirect_status=succeeded");
    expect(await screen.findByText("The dashboard")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("Confirming your subscription...")).toBeNull());
  });
});

describe("the checkout's setup", () => {
  const paymentsOn = { ...offlineConfig, payments: { enabled: true, publishableKey: null } };
  const checkout = () => renderInApp(<CheckoutFlow />, { path: "/checkout" });

  it("says plainly when this server has no payments, without asking for a setup", async () => {
    const api = fakeApi({
      "GET /api/auth/user": { json: aUser() },
      "GET /api/config": { json: offlineConfig },
    });
    checkout();
    expect(await screen.findByRole("heading", { name: "Payments are not configured" })).toBeTruthy();
    expect(api.sent("POST /api/create-subscription")).toEqual([]);
  });

  it("shows why a setup failed and starts again on 'Try again'", async () => {
    let tries = 0;
    const api = fakeApi({
      "GET /api/auth/user": { json: aUser() },
      "GET /api/config": { json: paymentsOn },
      "POST /api/create-subscription": () =>
        ++tries === 1
          ? { status: 502, json: { message: "Stripe is not answering. Please try again.", code: "payment_provider" } }
          : { status: 503, json: { message: "Payments are not configured", code: "payments_unavailable" } },
    });
    const { user } = checkout();
    expect(await screen.findByRole("heading", { name: "Checkout could not start" })).toBeTruthy();
    expect(await findToast("Payment Setup Error")).toContain("Stripe is not answering. Please try again.");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Payments are not configured" })).toBeTruthy();
    expect(api.sent("POST /api/create-subscription")).toHaveLength(2);
  });

  it("tells a Pro member they are on Pro instead of starting a checkout", async () => {
    const api = fakeApi({
      "GET /api/auth/user": { json: aUser({ selectedPlan: "pro" }) },
      "GET /api/config": { json: paymentsOn },
    });
    checkout();
    expect(await screen.findByRole("heading", { name: "You're on the Pro plan" })).toBeTruthy();
    expect(api.sent("POST /api/create-subscription")).toEqual([]);
  });
});
