import { describe, expect, it } from "vitest";
import { activityStatus, DAY_MS, HOUR_MS, subscriptionStatus } from "../../shared/domain/activity";

const now = new Date("2026-03-10T12:00:00.000Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const ahead = (ms: number) => new Date(now.getTime() + ms);

describe("activity indicator", () => {
  it.each([
    ["just now", 0, "online", "green"],
    ["1 ms under 1 h", HOUR_MS - 1, "online", "green"],
    ["exactly 1 h", HOUR_MS, "today", "yellow"],
    ["1 ms under 24 h", 24 * HOUR_MS - 1, "today", "yellow"],
    ["exactly 24 h", 24 * HOUR_MS, "week", "blue"],
    ["1 ms under 168 h", 168 * HOUR_MS - 1, "week", "blue"],
    ["exactly 168 h", 168 * HOUR_MS, "inactive", "grey"],
    ["a year", 365 * DAY_MS, "inactive", "grey"],
  ])("%s ago is %s (%s)", (_label, age, key, tone) => {
    const status = activityStatus(ago(age as number), now);
    expect(status.key).toBe(key);
    expect(status.tone).toBe(tone);
  });

  it("never active is inactive; ISO strings from the API work the same as dates", () => {
    expect(activityStatus(null, now).label).toBe("Inactive");
    expect(activityStatus(ago(30 * 60_000).toISOString(), now).label).toBe("Online");
    expect(activityStatus(ago(2 * HOUR_MS).toISOString(), now).label).toBe("Today");
    expect(activityStatus(ago(3 * DAY_MS).toISOString(), now).label).toBe("This week");
  });
});

describe("subscription time left", () => {
  const pro = (end: Date | null) => ({ selectedPlan: "pro", proSubscriptionEndDate: end });

  it.each([
    ["1 ms ago", -1, "expired", "red", "Expired"],
    ["right now", 0, "expired", "red", "Expired"],
    ["1 ms ahead", 1, "critical", "red", "1 day left"],
    ["exactly 3 days", 3 * DAY_MS, "critical", "red", "3 days left"],
    ["3 days + 1 ms", 3 * DAY_MS + 1, "warning", "yellow", "4 days left"],
    ["exactly 7 days", 7 * DAY_MS, "warning", "yellow", "7 days left"],
    ["7 days + 1 ms", 7 * DAY_MS + 1, "normal", "blue", "8 days left"],
    ["exactly 30 days", 30 * DAY_MS, "normal", "blue", "30 days left"],
    ["30 days + 1 ms", 30 * DAY_MS + 1, "safe", "green", "31 days left"],
  ])("ending %s is %s", (_label, left, key, tone, label) => {
    const status = subscriptionStatus(pro(ahead(left as number)), now);
    expect(status).toMatchObject({ key, tone, label });
  });

  it("only the critical band warns 'Expiring soon'", () => {
    expect(subscriptionStatus(pro(ahead(2 * DAY_MS)), now).warning).toBe("Expiring soon");
    expect(subscriptionStatus(pro(ahead(5 * DAY_MS)), now).warning).toBeNull();
    expect(subscriptionStatus(pro(ago(DAY_MS)), now).warning).toBeNull();
  });

  it("is N/A without an end date or off the Pro plan", () => {
    expect(subscriptionStatus(pro(null), now)).toMatchObject({ key: "na", label: "N/A", daysLeft: null });
    expect(subscriptionStatus({ selectedPlan: "free", proSubscriptionEndDate: ahead(10 * DAY_MS) }, now).key).toBe(
      "na",
    );
    expect(subscriptionStatus({ selectedPlan: "free", proSubscriptionEndDate: null }, now).label).toBe("N/A");
  });
});
