/**
 * Notifications against a fake API: the page's list (loading, empty, unread marked), a notice opened (marked read,
 * its link followed), mark all read, the settings' switches sent and a refused time zone beside its field; the
 * header's bell with its count, its panel and the way to the page.
 */
import { screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import {
  markReadResponseSchema,
  notificationListSchema,
  preferencesResponseSchema,
  type Notification,
  type NotificationPreferences,
} from "@shared/contracts/notifications";
import { NotificationBell } from "@/components/notification-bell";
import { NotificationsScreen } from "@/features/notifications/components/notifications-screen";
import { fakeApi } from "./support/fake-api";
import { errorBeside, findToast, renderInApp } from "./support/render";

const notice = (id: number, title: string, read: boolean, link: string | null = null): Notification => ({
  id,
  kind: "low_stock",
  title,
  body: "Order more before it runs out.",
  link,
  readAt: read ? "2026-11-21T10:00:00.000Z" : null,
  createdAt: `2026-11-2${id}T09:00:00.000Z`,
});

const preferences: NotificationPreferences = {
  kinds: {
    low_stock: true,
    running_out: true,
    import_finished: true,
    import_failed: true,
    export_ready: true,
    partnership_request: true,
    partnership_accepted: true,
    reward_decided: false,
  },
  digest: false,
  digestHour: 8,
  timeZone: "Europe/London",
};

const notices = [
  notice(2, "Soy candle is low: 3 left", false, "/inventory-tracker/4"),
  notice(1, "Import finished", true),
];
const list = (items: Notification[]) => ({
  json: notificationListSchema.parse({ notifications: items, unread: items.filter((n) => !n.readAt).length }),
});

function app(ui: ReactNode) {
  return (
    <Routes>
      <Route path="/" element={ui} />
      <Route path="/notifications" element={<NotificationsScreen />} />
      <Route path="/inventory-tracker/:id" element={<p>The product page</p>} />
    </Routes>
  );
}

describe("the notifications page", () => {
  it("lists the notices with the unread count, opens one (marked read, its link followed)", async () => {
    const api = fakeApi({
      "GET /api/notifications": list(notices),
      "GET /api/notifications/preferences": { json: preferencesResponseSchema.parse({ preferences }) },
      "POST /api/notifications/read": { json: markReadResponseSchema.parse({ unread: 0 }) },
    });
    const { user } = renderInApp(app(<NotificationsScreen />));
    expect(await screen.findByText("(1 unread)")).toBeTruthy();
    const unread = screen.getByRole("button", { name: "Soy candle is low: 3 left (unread)" });
    expect(screen.getByRole("button", { name: "Import finished" })).toBeTruthy();
    await user.click(unread);
    expect(await screen.findByText("The product page")).toBeTruthy();
    expect(api.sent("POST /api/notifications/read")).toEqual([{ ids: [2] }]);
  });

  it("marks all read and says when there is nothing yet", async () => {
    let items = notices;
    const api = fakeApi({
      "GET /api/notifications": () => list(items),
      "GET /api/notifications/preferences": { json: preferencesResponseSchema.parse({ preferences }) },
      "POST /api/notifications/read": () => {
        items = [];
        return { json: markReadResponseSchema.parse({ unread: 0 }) };
      },
    });
    const { user } = renderInApp(app(<NotificationsScreen />));
    await user.click(await screen.findByRole("button", { name: "Mark all read" }));
    expect(api.sent("POST /api/notifications/read")).toEqual([{ all: true }]);
    expect(await screen.findByText(/No notifications yet/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Mark all read" })).toBeNull();
  });

  it("sends a switch, the digest and its hour, and puts a refused time zone beside its field", async () => {
    let saved = preferences;
    const api = fakeApi({
      "GET /api/notifications": list([]),
      "GET /api/notifications/preferences": () => ({ json: preferencesResponseSchema.parse({ preferences: saved }) }),
      "PUT /api/notifications/preferences": (call) => {
        const patch = call.body as Partial<NotificationPreferences>;
        if (patch.timeZone === "Mars/Olympus")
          return {
            status: 400,
            json: {
              message: "Please check the highlighted fields.",
              code: "validation_error",
              details: [{ path: "timeZone", message: "Choose a time zone such as Europe/London" }],
            },
          };
        saved = { ...saved, ...patch, kinds: { ...saved.kinds, ...patch.kinds } };
        return { json: preferencesResponseSchema.parse({ preferences: saved }) };
      },
    });
    const { user } = renderInApp(app(<NotificationsScreen />));
    const reward = await screen.findByRole("checkbox", { name: "Reward claim decided" });
    expect((reward as HTMLInputElement).checked).toBe(false);
    await user.click(reward);
    expect(await findToast("Settings saved")).toBeTruthy();
    await user.click(screen.getByRole("checkbox", { name: "Send me the daily digest" }));
    expect(await findToast("Daily digest on")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Send at"), "7");
    const zone = screen.getByLabelText("Time zone");
    await user.clear(zone);
    await user.type(zone, "Mars/Olympus");
    await user.tab();
    await waitFor(() => expect(errorBeside(zone)).toBe("Choose a time zone such as Europe/London"));
    expect(api.sent("PUT /api/notifications/preferences")).toEqual([
      { kinds: { reward_decided: true } },
      { digest: true },
      { digestHour: 7 },
      { timeZone: "Mars/Olympus" },
    ]);
    expect(saved.digestHour).toBe(7);
  });

  it("puts a switch back and says so when the settings are not saved", async () => {
    fakeApi({
      "GET /api/notifications": list([]),
      "GET /api/notifications/preferences": { json: preferencesResponseSchema.parse({ preferences }) },
      "PUT /api/notifications/preferences": { status: 503, json: { message: "Try again shortly", code: "x" } },
    });
    const { user } = renderInApp(app(<NotificationsScreen />));
    const low = await screen.findByRole("checkbox", { name: "Low stock" });
    await user.click(low);
    expect(await findToast("Settings not saved")).toContain("Try again shortly");
    await waitFor(() => expect((low as HTMLInputElement).checked).toBe(true));
  });
});

describe("the bell", () => {
  it("counts the unread, opens the latest in a panel that Escape closes, and leads to the page", async () => {
    fakeApi({
      "GET /api/notifications": list(notices),
      "GET /api/notifications/preferences": { json: preferencesResponseSchema.parse({ preferences }) },
    });
    const { user } = renderInApp(app(<NotificationBell />));
    const bell = await screen.findByRole("button", { name: "Notifications, 1 unread" });
    expect(screen.getByTestId("notification-count").textContent).toBe("1");
    await user.click(bell);
    const panel = screen.getByRole("region", { name: "Latest notifications" });
    expect(within(panel).getAllByRole("listitem")).toHaveLength(2);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("region", { name: "Latest notifications" })).toBeNull();
    await user.click(bell);
    await user.click(screen.getByRole("link", { name: "All notifications and settings" }));
    expect(await screen.findByRole("heading", { name: "Notifications" })).toBeTruthy();
  });

  it("says all is caught up when there is nothing", async () => {
    fakeApi({ "GET /api/notifications": list([]) });
    const { user } = renderInApp(app(<NotificationBell />));
    await user.click(await screen.findByRole("button", { name: "Notifications" }));
    expect(screen.getByText("Nothing new. You are all caught up.")).toBeTruthy();
    expect(screen.queryByTestId("notification-count")).toBeNull();
  });
});
