/**
 * The account forms on the form kit (docs/decisions/870-one-form-kit-and-its-exceptions.md): settings' password, email, profile and two-factor forms and
 * the account deletion. For each: pressing submit with an empty required field names that field beside it in the
 * schema's wording and sends nothing; a server 400 with `details` (as the server writes it: settings.service's
 * fieldError, account-data.service's refuse) shows beside its field.
 */
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { securityStatusSchema, twoFactorSetupResponseSchema, type SecurityStatus } from "@shared/contracts/account";
import { DangerZone } from "@/features/account-data/components/danger-zone";
import { EmailSection } from "@/features/settings/components/email-section";
import { PasswordSection } from "@/features/settings/components/password-section";
import { ProfileSection } from "@/features/settings/components/profile-section";
import { TwoFactorSection } from "@/features/settings/components/two-factor-section";
import { fakeApi } from "./support/fake-api";
import { aUser, errorBeside, renderInApp } from "./support/render";

const status = (overrides: Partial<SecurityStatus> = {}): SecurityStatus =>
  securityStatusSchema.parse({
    twoFactorEnabled: false,
    twoFactorAvailable: true,
    recoveryCodesLeft: 0,
    hasPassword: true,
    hasGoogle: false,
    hasDiscord: false,
    freshProvider: false,
    ...overrides,
  });
/** The server's 400 for one field: `ValidationError(message, [{ path, message }])`. */
const refusal = (path: string, message: string) => ({
  status: 400,
  json: { message, code: "validation_error", details: [{ path, message }] },
});

describe("Password", () => {
  it("names an empty new password beside it and sends nothing", async () => {
    const api = fakeApi({});
    const { user } = renderInApp(<PasswordSection status={status()} />);
    await user.click(screen.getByRole("button", { name: "Change password" }));
    await waitFor(() =>
      expect(errorBeside(screen.getByLabelText("New password"))).toBe("Password must be at least 6 characters"),
    );
    expect(api.sent("POST /api/account/password")).toEqual([]);
  });

  it("says beside the confirmation that the passwords don't match", async () => {
    const api = fakeApi({});
    const { user } = renderInApp(<PasswordSection status={status()} />);
    await user.type(screen.getByLabelText("New password"), "new-pass-1");
    await user.type(screen.getByLabelText("Confirm new password"), "new-pass-2");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    await waitFor(() =>
      expect(errorBeside(screen.getByLabelText("Confirm new password"))).toBe("Passwords don't match"),
    );
    expect(api.sent("POST /api/account/password")).toEqual([]);
  });
});

describe("Email", () => {
  it("names an empty new email beside it, then puts the server's refusal of a taken one beside it", async () => {
    const api = fakeApi({
      "POST /api/account/email": refusal("email", "An account with this email already exists."),
    });
    const { user } = renderInApp(<EmailSection user={aUser()} status={status()} />);
    const email = screen.getByLabelText("New email");
    await user.click(screen.getByRole("button", { name: "Send the link" }));
    await waitFor(() => expect(errorBeside(email)).toBe("Please enter a valid email address"));
    expect(api.sent("POST /api/account/email")).toEqual([]);

    await user.type(email, "taken@example.test");
    await user.type(screen.getByLabelText("Current password"), "pass-word");
    await user.click(screen.getByRole("button", { name: "Send the link" }));
    await waitFor(() => expect(errorBeside(email)).toBe("An account with this email already exists."));
    expect(api.sent("POST /api/account/email")).toEqual([
      { email: "taken@example.test", currentPassword: "pass-word" },
    ]);
    // Beside its field only, not a second time below the button.
    expect(screen.getAllByText("An account with this email already exists.")).toHaveLength(1);
  });
});

describe("Profile", () => {
  it("names an emptied first name beside it and sends nothing", async () => {
    const api = fakeApi({});
    const { user } = renderInApp(<ProfileSection user={aUser()} />);
    const first = screen.getByLabelText("First name");
    await user.clear(first);
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    await waitFor(() => expect(errorBeside(first)).toBe("First name is required"));
    expect(api.sent("PATCH /api/account/profile")).toEqual([]);
  });
});

describe("Two-factor sign-in", () => {
  it("names an empty code beside it (turning on), and the server's refusal of the password beside that", async () => {
    let setupAnswer: { status?: number; json: unknown } = refusal(
      "currentPassword",
      "Your current password is not right",
    );
    const api = fakeApi({ "POST /api/account/2fa/setup": () => setupAnswer });
    const { user } = renderInApp(<TwoFactorSection status={status()} />);
    const password = screen.getByLabelText("Current password");
    await user.type(password, "wrong");
    await user.click(screen.getByRole("button", { name: "Set up two-factor sign-in" }));
    await waitFor(() => expect(errorBeside(password)).toBe("Your current password is not right"));

    setupAnswer = {
      json: twoFactorSetupResponseSchema.parse({
        secret: "JBSWY3DPEHPK3PXP",
        otpauthUrl: "otpauth://totp/HustleForge:rita?secret=JBSWY3DPEHPK3PXP",
        qrCode: "data:image/png;base64,iVBORw0KGgo=",
      }),
    };
    await user.click(screen.getByRole("button", { name: "Set up two-factor sign-in" }));
    const code = await screen.findByLabelText("Code from the app");
    await user.click(screen.getByRole("button", { name: "Turn on" }));
    await waitFor(() => expect(errorBeside(code)).toBe("Enter the code from your authenticator app"));
    expect(api.sent("POST /api/account/2fa/enable")).toEqual([]);
  });

  it("names an empty code beside it (turning off), then the server's refusal of a wrong one", async () => {
    const api = fakeApi({
      "POST /api/account/2fa/disable": refusal(
        "code",
        "That code is not right, or it was already used. Try the next code.",
      ),
    });
    const { user } = renderInApp(
      <TwoFactorSection status={status({ twoFactorEnabled: true, recoveryCodesLeft: 8 })} />,
    );
    const code = screen.getByLabelText("Code to turn it off (or a recovery code)");
    await user.click(screen.getByRole("button", { name: "Turn off two-factor sign-in" }));
    await waitFor(() => expect(errorBeside(code)).toBe("Enter the code from your authenticator app"));
    expect(api.sent("POST /api/account/2fa/disable")).toEqual([]);

    await user.type(code, "123456");
    await user.click(screen.getByRole("button", { name: "Turn off two-factor sign-in" }));
    await waitFor(() =>
      expect(errorBeside(code)).toBe("That code is not right, or it was already used. Try the next code."),
    );
    expect(api.sent("POST /api/account/2fa/disable")).toEqual([{ code: "123456" }]);
  });
});

describe("Account deletion", () => {
  const openDialog = async (user: ReturnType<typeof renderInApp>["user"]) => {
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    const buttons = await screen.findAllByRole("button", { name: "Delete my account" });
    return buttons[buttons.length - 1];
  };

  it("names an empty username and password beside them when pressed (the button is not disabled) and sends nothing", async () => {
    const api = fakeApi({});
    const { user } = renderInApp(<DangerZone user={aUser()} />);
    const submit = await openDialog(user);
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    await user.click(submit);
    await waitFor(() =>
      expect(errorBeside(screen.getByLabelText("Type your username (rita) to confirm"))).toBe(
        "Type your username to confirm.",
      ),
    );
    expect(errorBeside(screen.getByLabelText("Your password"))).toBe("Enter your password.");
    expect(api.sent("POST /api/account/delete")).toEqual([]);
  });

  it("puts the server's refusal of a provider account's sign-in in its note", async () => {
    const message = "Sign in with Google or Discord again, then confirm within 10 minutes.";
    const api = fakeApi({ "POST /api/account/delete": refusal("password", message) });
    const { user } = renderInApp(<DangerZone user={aUser({ hasPassword: false, hasGoogle: true })} />);
    const submit = await openDialog(user);
    await user.type(screen.getByLabelText("Type your username (rita) to confirm"), "rita");
    await user.click(submit);
    expect((await screen.findByText(message)).getAttribute("role")).toBe("alert");
    expect(api.sent("POST /api/account/delete")).toEqual([{ confirm: "rita" }]);
  });
});
