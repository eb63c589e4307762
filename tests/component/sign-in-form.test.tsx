/**
 * The sign-in form, written without react-hook-form so the sign-in screen stays small
 * (docs/decisions/1500-sign-in-screen-loads-only-itself.md), keeps the form kit's behaviour.
 */
import { screen, waitFor } from "@testing-library/react";
import { useLocation } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { SignInForm } from "@/features/auth/components/sign-in-form";
import { fakeApi } from "./support/fake-api";
import { aUser, errorBeside, findToast, renderInApp } from "./support/render";

describe("sign-in form", () => {
  it("an empty submit: the spec's toast, each field's message beside it, the first field focused, nothing sent", async () => {
    const api = fakeApi({});
    const { user } = renderInApp(<SignInForm />);
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await findToast("Validation Error")).toContain("Please fill in all fields.");
    const identifier = screen.getByLabelText("Email or Username");
    const password = screen.getByLabelText("Password");
    expect(errorBeside(identifier)).toBe("Email or username is required");
    expect(errorBeside(password)).toBe("Password is required");
    expect(document.activeElement).toBe(identifier);
    expect(api.calls).toEqual([]);

    // After the first submit a change checks its field again; the other keeps its message.
    await user.type(identifier, "maya");
    await waitFor(() => expect(errorBeside(identifier)).toBeNull());
    expect(errorBeside(password)).toBe("Password is required");
  });

  it("sends the identifier trimmed; the schema's limit is on the field once the visitor reaches the form", async () => {
    const api = fakeApi({ "POST /api/auth/login": { json: aUser() } });
    const { user } = renderInApp(<SignInForm />);
    const identifier = screen.getByLabelText("Email or Username");
    await user.type(identifier, "  maya@example.test ");
    await waitFor(() => expect(identifier.getAttribute("maxlength")).toBe("320"));
    await user.type(screen.getByLabelText("Password"), "secret-pass");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() =>
      expect(api.sent("POST /api/auth/login")).toEqual([
        { emailOrUsername: "maya@example.test", password: "secret-pass" },
      ]),
    );
  });

  it("a 400's details land beside their field, in plain words, with the 'Login Failed' toast", async () => {
    fakeApi({
      "POST /api/auth/login": {
        status: 400,
        json: {
          message: "Invalid request",
          code: "validation",
          details: [{ path: "password", message: "Too big: expected string to have <=200 characters" }],
        },
      },
    });
    const { user } = renderInApp(<SignInForm />);
    await user.type(screen.getByLabelText("Email or Username"), "maya");
    await user.type(screen.getByLabelText("Password"), "secret-pass");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await findToast("Login Failed")).toContain("Invalid request");
    const password = screen.getByLabelText("Password");
    await waitFor(() => expect(errorBeside(password)).toBe("Use at most 200 characters."));
    expect(document.activeElement).toBe(password);
  });

  it("a right password for an account waiting to be deleted opens its screen as the one message: no 'Login Failed'", async () => {
    fakeApi({
      "POST /api/auth/login": {
        status: 401,
        json: { message: "Invalid email/username or password.", code: "authentication_required" },
      },
      "GET /api/account/delete": { json: { pending: true, deleteAfter: "2026-12-05T00:00:00.000Z" } },
    });
    const Where = () => <p data-testid="where">{useLocation().pathname}</p>;
    const { user } = renderInApp(
      <>
        <SignInForm />
        <Where />
      </>,
    );
    await user.type(screen.getByLabelText("Email or Username"), "maya");
    await user.type(screen.getByLabelText("Password"), "secret-pass");
    // Toasts of earlier tests stay in the toaster's memory: only new ones count.
    const before = screen.queryAllByText("Login Failed").length;
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/account-deletion"));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryAllByText("Login Failed")).toHaveLength(before);
    expect(screen.queryByText(/Invalid email\/username or password/)).toBeNull();
  });
});
