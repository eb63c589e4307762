/** The reset-password screen's form (form kit + the reset schema of shared/contracts/auth.ts). */
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ResetPasswordScreen } from "@/features/auth/components/reset-password-screen";
import { fakeApi } from "./support/fake-api";
import { errorBeside, findToast, renderInApp } from "./support/render";

const token = "a".repeat(43);
const open = (t = token) => renderInApp(<ResetPasswordScreen />, { path: `/reset-password?token=${t}` });
const fields = () => ({
  password: screen.getByLabelText(/^New password/),
  confirm: screen.getByLabelText(/^Confirm new password/),
  submit: screen.getByRole("button", { name: "Set new password" }),
});

describe("reset password form", () => {
  it("a short password and a different confirmation: each rule beside its field, nothing sent", async () => {
    const api = fakeApi({});
    const { user } = open();
    const { password, confirm, submit } = fields();
    await user.type(password, "short");
    await user.type(confirm, "different");
    await user.click(submit);
    await waitFor(() => expect(errorBeside(password)).toBe("Password must be at least 6 characters"));
    expect(errorBeside(confirm)).toBe("Passwords don't match");
    expect(api.calls).toEqual([]);
  });

  it("sends the token with both passwords and says the password was reset", async () => {
    const answer = { ok: true, message: "Your password has been reset. Sign in with your new password." };
    const api = fakeApi({ "POST /api/auth/reset-password": { json: answer } });
    const { user } = open();
    const { password, confirm, submit } = fields();
    await user.type(password, "hustle-hard-43");
    await user.type(confirm, "hustle-hard-43");
    await user.click(submit);
    expect(await findToast("Password reset")).toContain(answer.message);
    expect(api.sent("POST /api/auth/reset-password")).toEqual([
      { token, password: "hustle-hard-43", confirmPassword: "hustle-hard-43" },
    ]);
  });

  it("a used link: the server's words above the fields", async () => {
    const used =
      "This password reset link has already been used. Ask for a new one from the sign-in screen if you need to.";
    fakeApi({ "POST /api/auth/reset-password": { status: 400, json: { message: used, code: "link_used" } } });
    const { user } = open();
    const { password, confirm, submit } = fields();
    await user.type(password, "hustle-hard-43");
    await user.type(confirm, "hustle-hard-43");
    await user.click(submit);
    expect((await screen.findByRole("alert")).textContent).toBe(used);
  });

  it("a mangled token is refused before sending, above the fields", async () => {
    const api = fakeApi({});
    const { user } = open("not%20a%20token");
    const { password, confirm, submit } = fields();
    await user.type(password, "hustle-hard-43");
    await user.type(confirm, "hustle-hard-43");
    await user.click(submit);
    expect((await screen.findByRole("alert")).textContent).toBe("This link is not valid.");
    expect(api.calls).toEqual([]);
  });

  it("without a token there is no form, only what to do", () => {
    fakeApi({});
    renderInApp(<ResetPasswordScreen />, { path: "/reset-password" });
    expect(screen.queryByRole("button", { name: "Set new password" })).toBeNull();
    expect(screen.getByRole("alert").textContent).toContain("This link is missing its token.");
  });
});
