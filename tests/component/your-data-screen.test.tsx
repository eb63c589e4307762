/**
 * Settings > Your data against a fake API: an archive requested, built and offered for download, a failed one
 * said; the account deletion refusing a wrong username or password beside its field, then locking the account.
 */
import { screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import {
  accountDeletionSchema,
  accountExportStartedSchema,
  accountExportStatusSchema,
  type AccountExport,
} from "@shared/contracts/account-data";
import { YourDataScreen } from "@/features/account-data/components/your-data-screen";
import { fakeApi } from "./support/fake-api";
import { aUser, errorBeside, renderInApp } from "./support/render";

const archive = (overrides: Partial<AccountExport>): AccountExport => ({
  id: 3,
  status: "queued",
  progress: 0,
  step: null,
  byteSize: null,
  failure: null,
  requestedAt: "2026-11-28T04:00:00.000Z",
  finishedAt: null,
  expiresAt: null,
  downloadUrl: null,
  ...overrides,
});

const app = (
  <Routes>
    <Route path="/settings/data" element={<YourDataScreen />} />
    <Route path="/account-deletion" element={<p>Your account is locked</p>} />
  </Routes>
);

describe("your data", () => {
  it("requests an archive and offers it for download once it is built", async () => {
    let latest: AccountExport | null = null;
    const api = fakeApi({
      "GET /api/auth/user": { json: aUser() },
      "GET /api/account/export": () => ({
        json: accountExportStatusSchema.parse({ export: latest, remainingToday: latest ? 2 : 3 }),
      }),
      "POST /api/account/export": () => {
        latest = archive({
          status: "ready",
          progress: 100,
          byteSize: 2048,
          finishedAt: "2026-11-28T04:01:00.000Z",
          expiresAt: "2026-11-29T04:01:00.000Z",
          downloadUrl: "/api/account/export/3/download",
        });
        return { status: 202, json: accountExportStartedSchema.parse({ export: archive({}) }) };
      },
    });
    const { user } = renderInApp(app, { path: "/settings/data" });
    expect(await screen.findByText("3 of 3 requests left today. A new archive replaces the last one.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Request archive" }));
    expect((await screen.findByTestId("download-archive")).getAttribute("href")).toBe("/api/account/export/3/download");
    expect(screen.getByText(/Your archive is ready/)).toBeTruthy();
    expect(api.sent("POST /api/account/export")).toHaveLength(1);
  });

  it("shows a building archive's progress, and a failed one's reason", async () => {
    fakeApi({
      "GET /api/auth/user": { json: aUser() },
      "GET /api/account/export": {
        json: accountExportStatusSchema.parse({
          export: archive({ status: "running", progress: 40, step: "orders" }),
          remainingToday: 2,
        }),
      },
    });
    const first = renderInApp(app, { path: "/settings/data" });
    expect(await screen.findByText("Building your archive: 40% (orders)")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Building your archive" }).getAttribute("aria-valuenow")).toBe("40");
    first.unmount();

    fakeApi({
      "GET /api/auth/user": { json: aUser() },
      "GET /api/account/export": {
        json: accountExportStatusSchema.parse({
          export: archive({ status: "failed", failure: "The logos could not be read." }),
          remainingToday: 0,
        }),
      },
    });
    renderInApp(app, { path: "/settings/data" });
    expect(await screen.findByText("The logos could not be read.")).toBeTruthy();
    expect(screen.getByText("You have asked for 3 archives today; try again tomorrow.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Request a new archive" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("refuses a wrong username and password beside their fields, then locks the account", async () => {
    let refuse = true;
    const api = fakeApi({
      "GET /api/auth/user": { json: aUser() },
      "GET /api/account/export": { json: accountExportStatusSchema.parse({ export: null, remainingToday: 3 }) },
      "POST /api/account/delete": () =>
        refuse
          ? {
              status: 400,
              json: {
                message: "Please check the highlighted fields.",
                code: "validation_error",
                details: [
                  { path: "confirm", message: "Type your username to confirm." },
                  { path: "password", message: "That password is not right." },
                ],
              },
            }
          : { json: accountDeletionSchema.parse({ pending: true, deleteAfter: "2026-12-28T04:00:00.000Z" }) },
    });
    const { user } = renderInApp(app, { path: "/settings/data" });
    await user.click(await screen.findByRole("button", { name: "Delete my account" }));
    const confirm = await screen.findByLabelText("Type your username (rita) to confirm");
    await user.type(confirm, "rota");
    await user.type(screen.getByLabelText("Your password"), "nope");
    const buttons = screen.getAllByRole("button", { name: "Delete my account" });
    await user.click(buttons[buttons.length - 1]);
    await waitFor(() => expect(errorBeside(confirm)).toBe("Type your username to confirm."));
    expect(errorBeside(screen.getByLabelText("Your password"))).toBe("That password is not right.");

    refuse = false;
    await user.clear(confirm);
    await user.type(confirm, "rita");
    await user.click(buttons[buttons.length - 1]);
    expect(await screen.findByText("Your account is locked")).toBeTruthy();
    expect(api.sent("POST /api/account/delete")).toEqual([
      { confirm: "rota", password: "nope" },
      { confirm: "rita", password: "nope" },
    ]);
  });
});
