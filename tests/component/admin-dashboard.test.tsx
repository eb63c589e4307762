/**
 * The admin dashboard against a fake API: the stats, the user database (filters, search and pages are what it
 * asks for, no match said), a plan change confirmed and sent, and the reward claims granted or refused with the
 * reason; a dashboard that cannot load says so.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  adminStatsSchema,
  adminUpgradeResponseSchema,
  adminUsersResponseSchema,
  rewardClaimDecisionResponseSchema,
  rewardClaimsResponseSchema,
  type AdminUserRow,
  type RewardClaim,
} from "@shared/contracts/admin";
import AdminDashboardPage from "@/pages/admin-dashboard-page";
import { fakeApi } from "./support/fake-api";
import { findToast, renderInApp } from "./support/render";

const row = (id: number, overrides: Partial<AdminUserRow> = {}): AdminUserRow => ({
  id,
  firstName: "Maria",
  lastName: "Lopez",
  email: `maria${id}@example.test`,
  username: "maria",
  selectedPlan: "free",
  effectivePlan: "free",
  proSubscriptionEndDate: null,
  lastActiveAt: null,
  createdAt: "2026-10-01T10:00:00.000Z",
  loginCount: 12,
  totalIdeasGenerated: 3,
  totalLogosCreated: 1,
  aiGenerations: 9,
  isAdmin: "false",
  ...overrides,
});

const claim = (overrides: Partial<RewardClaim> = {}): RewardClaim => ({
  userId: 8,
  name: "Sam Park",
  email: "sam@example.test",
  challengeId: 2,
  challengeTitle: "First $100",
  reward: "A free month of Pro",
  completedAt: "2026-11-20T10:00:00.000Z",
  status: "pending",
  decidedAt: null,
  decidedBy: null,
  ...overrides,
});

const stats = {
  json: adminStatsSchema.parse({
    totalUsers: 1234,
    newUsersToday: 5,
    activeUsers: 300,
    activeUsersToday: 40,
    proUsers: 120,
    freeUsers: 1114,
  }),
};
const users = (list: AdminUserRow[], total = list.length, page = 1) => ({
  json: adminUsersResponseSchema.parse({
    users: list,
    total,
    page,
    pageSize: 20,
    counts: { all: 1234, active: 300, pro: 120, free: 1114 },
  }),
});
const claims = (list: RewardClaim[]) => ({
  json: rewardClaimsResponseSchema.parse({
    claims: list,
    pendingTotal: list.filter((c) => c.status === "pending").length,
  }),
});
const usersAsked = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((c) => c.path === "/api/admin/users").map((c) => new URLSearchParams(c.search));

describe("the admin dashboard", () => {
  it("shows the figures and users, and asks for the chosen filter, search and page", async () => {
    const api = fakeApi({
      "GET /api/admin/stats": stats,
      "GET /api/admin/reward-claims": claims([]),
      "GET /api/admin/users": (call) =>
        call.search.includes("search=nobody")
          ? users([], 0)
          : users([row(1)], 45, call.search.includes("page=2") ? 2 : 1),
    });
    const { user } = renderInApp(<AdminDashboardPage />);
    expect((await screen.findAllByText("1,234")).length).toBeGreaterThan(0);
    expect(await screen.findByText("No reward claims are waiting for a decision.")).toBeTruthy();
    expect(screen.getAllByText("maria1@example.test").length).toBeGreaterThan(0);
    expect(screen.getByText(/Page 1 of/).textContent).toContain("Page 1 of 3");

    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(usersAsked(api).at(-1)?.get("page")).toBe("2"));
    await user.click(within(screen.getByRole("group", { name: "Filter users" })).getByRole("button", { name: /^Pro/ }));
    await waitFor(() => expect(usersAsked(api).at(-1)?.get("filter")).toBe("pro"));
    expect(usersAsked(api).at(-1)?.get("page")).toBe("1");
    await user.type(screen.getByLabelText("Search users"), "nobody");
    expect(await screen.findByText("No users found matching the current filter.")).toBeTruthy();
    expect(usersAsked(api).at(-1)?.get("search")).toBe("nobody");
  });

  it("upgrades a user after the confirmation and says so", async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal("confirm", confirm);
    const api = fakeApi({
      "GET /api/admin/stats": stats,
      "GET /api/admin/reward-claims": claims([]),
      "GET /api/admin/users": users([row(1)]),
      "POST /api/admin/upgrade-user": {
        json: adminUpgradeResponseSchema.parse({
          message: "User upgraded",
          user: row(1, { selectedPlan: "pro", effectivePlan: "pro" }),
        }),
      },
    });
    const { user } = renderInApp(<AdminDashboardPage />);
    const [button] = await screen.findAllByRole("button", { name: "Upgrade Maria Lopez to Pro" });
    await user.click(button);
    expect(confirm).toHaveBeenCalledWith("Are you sure you want to upgrade this user to pro plan?");
    expect(await findToast("User Upgraded Successfully")).toContain("Maria Lopez is now on the pro plan.");
    expect(api.sent("POST /api/admin/upgrade-user")).toEqual([{ userId: 1, targetPlan: "pro" }]);
  });

  it("grants a pending reward claim, and says why a decline was refused", async () => {
    vi.stubGlobal(
      "confirm",
      vi.fn(() => true),
    );
    let list = [
      claim(),
      claim({ userId: 9, name: "Ana Ruiz" }),
      claim({
        userId: 3,
        name: "Lee",
        status: "granted",
        decidedAt: "2026-11-19T10:00:00.000Z",
        decidedBy: "admin@example.test",
      }),
    ];
    const api = fakeApi({
      "GET /api/admin/stats": stats,
      "GET /api/admin/users": users([row(1)]),
      "GET /api/admin/reward-claims": () => claims(list),
      "POST /api/admin/reward-claims/8/2": () => {
        const decided = claim({
          status: "granted",
          decidedAt: "2026-11-22T10:00:00.000Z",
          decidedBy: "admin@example.test",
        });
        list = [decided, ...list.slice(1)];
        return { json: rewardClaimDecisionResponseSchema.parse({ message: "Granted", claim: decided }) };
      },
      "POST /api/admin/reward-claims/9/2": {
        status: 409,
        json: { message: "Another admin decided this claim first", code: "conflict" },
      },
    });
    const { user } = renderInApp(<AdminDashboardPage />);
    expect((await screen.findByTestId("reward-claims-pending")).textContent).toBe("2 pending");
    expect(screen.getByText("Recently decided (1)")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Grant Sam Park's reward for First $100" }));
    expect(await findToast("Reward granted")).toContain(`Sam Park's "A free month of Pro" is marked as granted.`);
    expect(api.sent("POST /api/admin/reward-claims/8/2")).toEqual([{ decision: "granted" }]);
    await waitFor(() => expect(screen.getByTestId("reward-claims-pending").textContent).toBe("1 pending"));

    await user.click(screen.getByRole("button", { name: "Decline Ana Ruiz's reward for First $100" }));
    expect(await findToast("Could not record the decision")).toContain("Another admin decided this claim first");
  });

  it("says when the dashboard cannot load", async () => {
    fakeApi({
      "GET /api/admin/stats": { status: 403, json: { message: "Admins only", code: "forbidden" } },
      "GET /api/admin/users": users([]),
      "GET /api/admin/reward-claims": claims([]),
    });
    renderInApp(<AdminDashboardPage />);
    expect(await screen.findByText("Could not load the admin dashboard")).toBeTruthy();
    expect(screen.getByText("Admins only")).toBeTruthy();
  });
});
