/**
 * Settings' security sections against a fake API, reached through the settings nav as a person does: two-factor
 * sign-in set up (a wrong password or code beside its field, then the recovery codes) and turned off; sessions
 * listed and signed out; providers linked and unlinked; a link's outcome said at the top.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes, useParams } from "react-router-dom";
import { describe, expect, it } from "vitest";
import {
  recoveryCodesResponseSchema,
  securityStatusSchema,
  sessionsEndedSchema,
  sessionsResponseSchema,
  settingsMessageSchema,
  twoFactorSetupResponseSchema,
  type SecurityStatus,
  type SessionInfo,
} from "@shared/contracts/account";
import { SettingsScreen } from "@/features/settings/components/settings-screen";
import { fakeApi } from "./support/fake-api";
import { offlineConfig } from "./support/fixtures";
import { aUser, errorBeside, renderInApp } from "./support/render";

function Settings() {
  return <SettingsScreen section={useParams().section} plan={<p>The plan section</p>} />;
}
const app = (
  <Routes>
    <Route path="/settings" element={<Settings />} />
    <Route path="/settings/:section" element={<Settings />} />
  </Routes>
);

const status = (overrides: Partial<SecurityStatus> = {}) => ({
  json: securityStatusSchema.parse({
    twoFactorEnabled: false,
    twoFactorAvailable: true,
    recoveryCodesLeft: 0,
    hasPassword: true,
    hasGoogle: false,
    hasDiscord: false,
    freshProvider: false,
    ...overrides,
  }),
});
const refusal = (path: string, message: string) => ({
  status: 400,
  json: { message: "Please check the highlighted fields.", code: "validation_error", details: [{ path, message }] },
});
const base = { "GET /api/auth/user": { json: aUser() }, "GET /api/config": { json: offlineConfig } };

describe("two-factor sign-in", () => {
  it("asks for the password, shows the QR code and key, refuses a wrong code beside it, then gives the recovery codes", async () => {
    let setupAnswer: { status?: number; json: unknown } = refusal("currentPassword", "That password is not right.");
    let enableAnswer: { status?: number; json: unknown } = refusal(
      "code",
      "That code is not right. Try the newest one.",
    );
    const api = fakeApi({
      ...base,
      "GET /api/account/security": status(),
      "POST /api/account/2fa/setup": () => setupAnswer,
      "POST /api/account/2fa/enable": () => enableAnswer,
    });
    const { user } = renderInApp(app, { path: "/settings" });
    await user.click(await screen.findByRole("link", { name: "Two-factor" }));
    const password = await screen.findByLabelText("Current password");
    await user.type(password, "wrong-pass");
    await user.click(screen.getByRole("button", { name: "Set up two-factor sign-in" }));
    await waitFor(() => expect(errorBeside(password)).toBe("That password is not right."));
    expect(api.sent("POST /api/account/2fa/setup")).toEqual([{ currentPassword: "wrong-pass" }]);

    setupAnswer = {
      json: twoFactorSetupResponseSchema.parse({
        secret: "JBSWY3DPEHPK3PXP",
        otpauthUrl: "otpauth://totp/HustleForge:rita?secret=JBSWY3DPEHPK3PXP",
        qrCode: "data:image/png;base64,iVBORw0KGgo=",
      }),
    };
    await user.click(screen.getByRole("button", { name: "Set up two-factor sign-in" }));
    expect((await screen.findByTestId("totp-secret")).textContent).toBe("JBSWY3DPEHPK3PXP");
    expect(screen.getByRole("img", { name: "QR code for your authenticator app" })).toBeTruthy();

    const code = screen.getByLabelText("Code from the app");
    await user.type(code, "123456");
    await user.click(screen.getByRole("button", { name: "Turn on" }));
    await waitFor(() => expect(errorBeside(code)).toBe("That code is not right. Try the newest one."));

    enableAnswer = {
      json: recoveryCodesResponseSchema.parse({ ok: true, recoveryCodes: ["ab12c-de34f", "gh56i-jk78l"] }),
    };
    await user.clear(code);
    await user.type(code, " 654321 ");
    await user.click(screen.getByRole("button", { name: "Turn on" }));
    const codes = await screen.findByRole("list", { name: "Recovery codes" });
    expect(
      within(codes)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["ab12c-de34f", "gh56i-jk78l"]);
    expect(screen.getByText("Two-factor sign-in is on.")).toBeTruthy();
    expect(api.sent("POST /api/account/2fa/enable")).toEqual([{ code: "123456" }, { code: "654321" }]);
  });

  it("turns it off with a code, and says when the server cannot do two-factor", async () => {
    let on = true;
    const api = fakeApi({
      ...base,
      "GET /api/account/security": () => status({ twoFactorEnabled: on, recoveryCodesLeft: 8 }),
      "POST /api/account/2fa/disable": () => {
        on = false;
        return { json: settingsMessageSchema.parse({ ok: true, message: "Two-factor sign-in is off." }) };
      },
    });
    const first = renderInApp(app, { path: "/settings/two-factor" });
    expect(await screen.findByText(/8 recovery codes left\./)).toBeTruthy();
    await first.user.type(screen.getByLabelText("Code to turn it off (or a recovery code)"), "111222");
    await first.user.click(screen.getByRole("button", { name: "Turn off two-factor sign-in" }));
    expect(await screen.findByText("Two-factor sign-in is off.")).toBeTruthy();
    expect(api.sent("POST /api/account/2fa/disable")).toEqual([{ code: "111222" }]);
    first.unmount();

    fakeApi({ ...base, "GET /api/account/security": status({ twoFactorAvailable: false }) });
    renderInApp(app, { path: "/settings/two-factor" });
    expect(await screen.findByText("Two-factor sign-in is not configured on this server.")).toBeTruthy();
  });
});

const session = (id: string, browser: string, device: string, current: boolean): SessionInfo => ({
  id,
  device,
  browser,
  ip: current ? "203.0.113.9" : null,
  signedInAt: "2026-11-20T10:00:00.000Z",
  lastActiveAt: null,
  current,
});

describe("sessions", () => {
  it("lists where the account is signed in, signs out one, then every other", async () => {
    let sessions = [
      session("a".repeat(32), "Firefox", "Linux", true),
      session("b".repeat(32), "Safari", "iPhone", false),
      session("c".repeat(32), "Chrome", "Windows", false),
    ];
    const api = fakeApi({
      ...base,
      "GET /api/account/security": status(),
      "GET /api/account/sessions": () => ({ json: sessionsResponseSchema.parse({ sessions }) }),
      [`DELETE /api/account/sessions/${"b".repeat(32)}`]: () => {
        sessions = sessions.filter((s) => s.browser !== "Safari");
        return { status: 204 };
      },
      "DELETE /api/account/sessions": () => {
        sessions = sessions.filter((s) => s.current);
        return { json: sessionsEndedSchema.parse({ ok: true, ended: 1 }) };
      },
    });
    const { user } = renderInApp(app, { path: "/settings/sessions" });
    expect(await screen.findByText("This session")).toBeTruthy();
    expect(screen.getByText(/IP 203\.0\.113\.9 · Signed in/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Sign out Safari on iPhone" }));
    await waitFor(() => expect(screen.queryByText(/Safari on iPhone/)).toBeNull());
    await user.click(screen.getByRole("button", { name: "Sign out all other sessions" }));
    expect(await screen.findByText("1 session was signed out.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/Chrome on Windows/)).toBeNull());
    expect((screen.getByRole("button", { name: "Sign out all other sessions" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(api.calls.filter((c) => c.method === "DELETE")).toHaveLength(2);
  });
});

describe("sign-in providers", () => {
  it("offers to link a configured provider, unlinks a linked one with the password, and puts a wrong one beside it", async () => {
    let answer: { status?: number; json: unknown } = refusal("currentPassword", "That password is not right.");
    const api = fakeApi({
      ...base,
      "GET /api/config": { json: { ...offlineConfig, providers: { google: true, discord: false } } },
      "GET /api/account/security": status({ hasDiscord: true }),
      "POST /api/account/providers/discord/unlink": () => answer,
    });
    const { user } = renderInApp(app, { path: "/settings/providers" });
    expect((await screen.findByRole("link", { name: "Link Google" })).getAttribute("href")).toBe(
      "/api/account/providers/google/link",
    );
    const password = screen.getByLabelText("Current password");
    await user.type(password, "nope");
    await user.click(screen.getByRole("button", { name: "Unlink Discord" }));
    await waitFor(() => expect(errorBeside(password)).toBe("That password is not right."));

    answer = { json: { user: aUser({ hasDiscord: false }) } };
    await user.click(screen.getByRole("button", { name: "Unlink Discord" }));
    expect(await screen.findByText("Unlinked. We mailed you a notice.")).toBeTruthy();
    expect(api.sent("POST /api/account/providers/discord/unlink")).toEqual([
      { currentPassword: "nope" },
      { currentPassword: "nope" },
    ]);
  });

  it("asks an account without a password to sign in again with its provider", async () => {
    fakeApi({ ...base, "GET /api/account/security": status({ hasPassword: false, hasGoogle: true }) });
    renderInApp(app, { path: "/settings/providers" });
    expect((await screen.findByRole("link", { name: "Sign in again with Google" })).getAttribute("href")).toBe(
      "/api/auth/google",
    );
    expect(screen.getByText("Not set up on this server")).toBeTruthy();
  });
});

describe("the settings page", () => {
  it("says a link's outcome at the top, marks the section in the nav and shows the plan section", async () => {
    fakeApi({ ...base, "GET /api/account/security": status() });
    const { user } = renderInApp(app, { path: "/settings/plan?linkError=taken" });
    expect(await screen.findByText("The plan section")).toBeTruthy();
    expect(screen.getByText(/already signs in to another HustleForge account/)).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Settings" });
    expect(within(nav).getByRole("link", { name: "Plan" }).getAttribute("aria-current")).toBe("page");
    await user.click(within(nav).getByRole("link", { name: "Profile" }));
    expect(await screen.findByLabelText("Username")).toBeTruthy();
  });
});
