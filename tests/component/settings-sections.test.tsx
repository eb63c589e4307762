/**
 * Settings > Password, Email and Profile against a fake API: what each form sends, a refusal's message beside the
 * field it concerns, the server's sentence when it concerns no field, and the confirmation once it went through.
 */
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SecurityStatus } from "@shared/contracts/account";
import { EmailSection } from "@/features/settings/components/email-section";
import { PasswordSection } from "@/features/settings/components/password-section";
import { ProfileSection } from "@/features/settings/components/profile-section";
import { fakeApi } from "./support/fake-api";
import { aUser, errorBeside, renderInApp } from "./support/render";

const status: SecurityStatus = {
  twoFactorEnabled: false,
  twoFactorAvailable: true,
  recoveryCodesLeft: 0,
  hasPassword: true,
  hasGoogle: false,
  hasDiscord: false,
  freshProvider: false,
};
type Answer = { status: number; json: unknown };
const refusal = (path: string, message: string): Answer => ({
  status: 400,
  json: { message: "Please check the highlighted fields.", code: "validation_error", details: [{ path, message }] },
});

describe("Password", () => {
  it("puts a wrong current password beside its field, then confirms the change and empties the form", async () => {
    let answer: Answer = refusal("currentPassword", "That password is not right.");
    const api = fakeApi({ "POST /api/account/password": () => answer });
    const { user } = renderInApp(<PasswordSection status={status} />);
    await user.type(screen.getByLabelText("Current password"), "old-pass");
    await user.type(screen.getByLabelText("New password"), "new-pass-1");
    await user.type(screen.getByLabelText("Confirm new password"), "new-pass-1");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    await waitFor(() =>
      expect(errorBeside(screen.getByLabelText("Current password"))).toBe("That password is not right."),
    );
    expect(api.calls.at(-1)?.body).toEqual({
      currentPassword: "old-pass",
      newPassword: "new-pass-1",
      confirmPassword: "new-pass-1",
    });
    expect(screen.queryByText("Please check the highlighted fields.")).toBeNull();

    answer = { status: 200, json: { ok: true, message: "Your password is changed. Other devices are signed out." } };
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "Your password is changed. Other devices are signed out.",
    );
    expect((screen.getByLabelText("New password") as HTMLInputElement).value).toBe("");
  });
});

describe("Email", () => {
  it("shows the server's sentence when the refusal concerns no field", async () => {
    fakeApi({
      "POST /api/account/email": { status: 429, json: { message: "Too many emails requested.", code: "rate_limited" } },
    });
    const { user } = renderInApp(<EmailSection user={aUser()} status={status} />);
    await user.type(screen.getByLabelText("New email"), "new@example.test");
    await user.type(screen.getByLabelText("Current password"), "pass-word");
    await user.click(screen.getByRole("button", { name: "Send the link" }));
    expect((await screen.findByText("Too many emails requested.")).getAttribute("role")).toBe("alert");
  });
});

describe("Profile", () => {
  it("sends the names and username, puts a taken username beside it, then says the profile is saved", async () => {
    let answer: Answer = refusal("username", "That username is taken.");
    const api = fakeApi({ "PATCH /api/account/profile": () => answer });
    const { user } = renderInApp(<ProfileSection user={aUser()} />);
    const username = screen.getByLabelText("Username");
    await user.clear(username);
    await user.type(username, "rita.m");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    await waitFor(() => expect(errorBeside(screen.getByLabelText("Username"))).toBe("That username is taken."));
    expect(api.calls.at(-1)?.body).toEqual({ firstName: "Rita", lastName: "Moss", username: "rita.m" });

    answer = { status: 200, json: { user: aUser({ username: "rita.m" }) } };
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Your profile is saved.")).toBeTruthy();
  });
});
