/**
 * The whole app as a browser opens it (App with its own router, query client and toaster) against a fake API:
 * a visitor gets the sign-in screen or a legal page; a signed-in person walks the header's nav to the hubs, meets
 * the 404 page, opens the account menu and signs out; a new person picks a plan before anything else.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { App } from "@/app/app";
import { queryClient } from "@/lib/query-client";
import { fakeApi } from "./support/fake-api";
import { freeUsage, offlineConfig } from "./support/fixtures";
import { aUser } from "./support/render";

function openApp(path: string) {
  window.history.pushState({}, "", path);
  const user = userEvent.setup();
  return { ...render(<App />), user };
}

afterEach(async () => {
  // The app's one query client lives for the page; each test is a fresh page, once the last one's calls settled
  // (a sign-out's last read of the user would otherwise answer the next test's).
  // The page closes first: a mounted app would ask again for what the clear dropped, with this test's fake.
  cleanup();
  await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
  queryClient.clear();
  window.history.pushState({}, "", "/");
});

/** Pages are lazy chunks: the first one of a test waits for its module as the browser waits for its download. */
const slow = { timeout: 8000 };
const signedOut = { status: 401, json: { message: "Authentication required", code: "unauthorized" } };
const notices = { json: { notifications: [], unread: 0 } };

describe("a visitor", () => {
  it("gets the sign-in screen at any address, and a legal page in the light layout", async () => {
    fakeApi({ "GET /api/auth/user": signedOut, "GET /api/config": { json: offlineConfig } });
    const first = openApp("/money-makers");
    expect(await screen.findByRole("heading", { name: "Welcome back" })).toBeTruthy();
    first.unmount();
    act(() => queryClient.clear());

    openApp("/privacy");
    expect(await screen.findByRole("heading", { level: 1, name: /Privacy/ }, slow)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Account menu" })).toBeNull();
  });
});

describe("a signed-in person", () => {
  it("offers the admin page to an admin only", async () => {
    fakeApi({
      "GET /api/auth/user": { json: aUser({ isAdmin: "true" }) },
      "GET /api/config": { json: offlineConfig },
      "GET /api/notifications": notices,
      "GET /api/admin/stats": { status: 500, json: { message: "Busy", code: "x" } },
      "GET /api/admin/users": { status: 500, json: { message: "Busy", code: "x" } },
    });
    openApp("/admin");
    expect(await screen.findByText("Could not load the admin dashboard", {}, slow)).toBeTruthy();
    expect(screen.getAllByRole("link", { name: /Admin/ }).length).toBeGreaterThan(0);
  });

  it("walks the nav to the hubs, meets the 404 page, opens the account menu and signs out", async () => {
    const api = fakeApi({
      "GET /api/auth/user": () => (api.sent("POST /api/auth/logout").length ? signedOut : { json: aUser() }),
      "GET /api/config": { json: offlineConfig },
      "GET /api/notifications": notices,
      "GET /api/usage": { json: freeUsage("idea_score", 5, 5, "lifetime") },
      "POST /api/auth/logout": { json: { ok: true } },
    });
    const { user } = openApp("/discovery-tools");
    expect(await screen.findByRole("heading", { level: 1, name: "Discovery Tools" }, slow)).toBeTruthy();
    const nav = screen.getAllByRole("navigation").find((n) => within(n).queryByRole("link", { name: /Money Makers/ }));
    await user.click(within(nav!).getByRole("link", { name: /Money Makers/ }));
    expect(await screen.findByRole("heading", { level: 1, name: "Money Makers" })).toBeTruthy();
    expect(
      within(nav!)
        .getByRole("link", { name: /Money Makers/ })
        .getAttribute("aria-current"),
    ).toBe("page");
    await user.click(within(nav!).getByRole("link", { name: /Growth Suite/ }));
    expect(await screen.findByRole("heading", { level: 1, name: "Growth Suite" })).toBeTruthy();

    act(() => window.history.pushState({}, "", "/admin-dashboard"));
    act(() => window.dispatchEvent(new PopStateEvent("popstate")));
    expect(await screen.findByRole("link", { name: "Back to Dashboard" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Account menu" }));
    expect(screen.getByText("rita@example.test")).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(screen.queryByText("rita@example.test")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Account menu" }));
    const menu = document.getElementById("account-menu")!;
    await user.click(within(menu).getByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("heading", { name: "Welcome back" })).toBeTruthy();
    expect(api.sent("POST /api/auth/logout")).toHaveLength(1);
    expect(window.location.pathname).toBe("/");
  });
});

describe("a new person", () => {
  it("must choose a plan first: nothing chosen is refused, Free is saved", async () => {
    const api = fakeApi({
      "GET /api/auth/user": { json: aUser({ hasCompletedOnboarding: "false" }) },
      "GET /api/config": { json: offlineConfig },
      "GET /api/notifications": notices,
      "GET /api/stats": { status: 404, json: { message: "Not found", code: "not_found" } },
      "POST /api/auth/update-plan": { json: aUser() },
    });
    const { user } = openApp("/");
    expect(await screen.findByRole("heading", { name: "Choose Your Plan" }, slow)).toBeTruthy();
    expect(screen.getByText(/Welcome, Rita!/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Start Building Now" }));
    expect(await screen.findByText("Please select a plan")).toBeTruthy();
    expect(api.sent("POST /api/auth/update-plan")).toHaveLength(0);

    await user.click(screen.getByRole("radio", { name: /Free/ }));
    await user.click(screen.getByRole("button", { name: "Start Building Now" }));
    await waitFor(() =>
      expect(api.sent("POST /api/auth/update-plan")).toEqual([{ plan: "free", hasCompletedOnboarding: "true" }]),
    );
    expect(await screen.findByText("Plan Selected!")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Skip for now" })).toBeTruthy();
  });
});
