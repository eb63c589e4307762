/** 'Forgot password?' (form kit + the forgot-password schema of shared/contracts/auth.ts). */
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form";
import { fakeApi } from "./support/fake-api";
import { errorBeside, renderInApp } from "./support/render";

const neutral = { ok: true, message: "If an account uses that email, we've sent it a link to choose a new password." };

describe("forgot password form", () => {
  it("a malformed address: 'Please enter a valid email address' beside the field, nothing sent", async () => {
    const api = fakeApi({ "POST /api/auth/forgot-password": { json: neutral } });
    const { user } = renderInApp(<ForgotPasswordForm onBack={() => {}} />);
    const email = screen.getByLabelText("Email");
    await user.type(email, "not-an-address");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    await waitFor(() => expect(errorBeside(email)).toBe("Please enter a valid email address"));
    expect(api.calls).toEqual([]);
  });

  it("sends the address trimmed and shows the neutral answer", async () => {
    const api = fakeApi({ "POST /api/auth/forgot-password": { json: neutral } });
    const onBack = vi.fn();
    const { user } = renderInApp(<ForgotPasswordForm onBack={onBack} />);
    await user.type(screen.getByLabelText("Email"), "  Maya@Example.test ");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect((await screen.findByRole("status")).textContent).toContain(neutral.message);
    expect(api.sent("POST /api/auth/forgot-password")).toEqual([{ email: "Maya@Example.test" }]);
    await user.click(screen.getByRole("button", { name: "Back to sign in" }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it("a refusal from the server (too many requests) shows beside the field", async () => {
    fakeApi({
      "POST /api/auth/forgot-password": {
        status: 429,
        json: { message: "Too many requests. Please wait a moment and try again.", code: "rate_limited" },
      },
    });
    const { user } = renderInApp(<ForgotPasswordForm onBack={() => {}} />);
    const email = screen.getByLabelText("Email");
    await user.type(email, "maya@example.test");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    await waitFor(() => expect(errorBeside(email)).toBe("Too many requests. Please wait a moment and try again."));
  });
});
