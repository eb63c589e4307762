/**
 * The sign-in screen as the browser opens it (App) against a fake API: a provider's failed sign-in and a
 * verification link's outcome said once and removed from the address; Create Account's missing fields and
 * mismatched passwords, a taken email beside its field, then the new account lands on the plan choice.
 */
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { App } from "@/app/app";
import { queryClient } from "@/lib/query-client";
import { fakeApi } from "./support/fake-api";
import { offlineConfig } from "./support/fixtures";
import { aUser, errorBeside } from "./support/render";

function openApp(path: string) {
  window.history.pushState({}, "", path);
  const user = userEvent.setup();
  return { ...render(<App />), user };
}

afterEach(async () => {
  // The page closes, its calls settle, and the app's one query client starts empty for the next test.
  cleanup();
  await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
  act(() => queryClient.clear());
  window.history.pushState({}, "", "/");
});

const slow = { timeout: 8000 };
const signedOut = { status: 401, json: { message: "Authentication required", code: "unauthorized" } };
/** A toast's title and text (the toaster mounts on a visitor's first toast). */
const toastText = async (title: string) =>
  (await screen.findByText(title, { exact: true }, slow)).parentElement?.textContent ?? "";

describe("the sign-in screen", () => {
  it("says why a Google sign-in came back, and cleans the address", async () => {
    fakeApi({ "GET /api/auth/user": signedOut, "GET /api/config": { json: offlineConfig } });
    openApp("/?authError=no_email&provider=google");
    expect(await toastText("Sign-in Failed")).toContain("Your Google account has no email address.");
    expect(window.location.search).toBe("");
  });

  it("says a verification link expired", async () => {
    fakeApi({ "GET /api/auth/user": signedOut, "GET /api/config": { json: offlineConfig } });
    openApp("/?verifyError=expired");
    expect(await toastText("Email not verified")).toContain("This verification link has expired.");
    expect(window.location.search).toBe("");
  });

  it("says an unconfigured provider is not set up", async () => {
    fakeApi({ "GET /api/auth/user": signedOut, "GET /api/config": { json: offlineConfig } });
    openApp("/?authError=not_configured&provider=discord");
    expect(await toastText("Discord sign-in is not configured")).toContain(
      "Ask the site owner to set DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET.",
    );
  });
});

describe("Create Account", () => {
  it("asks for the missing fields, refuses mismatched passwords and a taken email, then opens the plan choice", async () => {
    let created = false;
    let refuse = true;
    const api = fakeApi({
      "GET /api/auth/user": () => (created ? { json: aUser({ hasCompletedOnboarding: "false" }) } : signedOut),
      "GET /api/config": { json: offlineConfig },
      "GET /api/notifications": { json: { notifications: [], unread: 0 } },
      "POST /api/auth/signup": () => {
        if (refuse) {
          refuse = false;
          return {
            status: 400,
            json: {
              message: "An account with this email already exists.",
              code: "validation_error",
              details: [{ path: "email", message: "An account with this email already exists." }],
            },
          };
        }
        created = true;
        return { status: 201, json: aUser({ hasCompletedOnboarding: "false" }) };
      },
    });
    const { user } = openApp("/");
    await user.click(await screen.findByRole("button", { name: "Create Account" }, slow));
    // The sign-up form is its own chunk, fetched when the toggle is pressed.
    const form = (await screen.findByLabelText(/^First Name/, {}, slow)).closest("form")!;
    const create = () => user.click(form.querySelector<HTMLButtonElement>("button[type=submit]")!);
    await create();
    expect(await toastText("Validation Error")).toContain("Please fill in all required fields.");

    await user.type(screen.getByLabelText(/^First Name/), "Rita");
    await user.type(screen.getByLabelText(/^Last Name/), "Moss");
    await user.type(screen.getByLabelText(/^Email/), "rita@example.test");
    await user.type(screen.getByLabelText(/^Password/), "secret-1");
    await user.type(screen.getByLabelText(/^Confirm Password/), "secret-2");
    await create();
    expect(await screen.findByText("Passwords don't match.")).toBeTruthy();
    expect(errorBeside(screen.getByLabelText(/^Confirm Password/))).toBeTruthy();
    expect(api.sent("POST /api/auth/signup")).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Confirm Password/));
    await user.type(screen.getByLabelText(/^Confirm Password/), "secret-1");
    await create();
    await waitFor(() =>
      expect(errorBeside(screen.getByLabelText(/^Email/))).toBe("An account with this email already exists."),
    );
    await create();
    expect(await toastText("Account Created!")).toContain("Pick a plan to start building.");
    expect(await screen.findByRole("heading", { name: "Choose Your Plan" }, slow)).toBeTruthy();
    expect(api.sent("POST /api/auth/signup").at(-1)).toEqual({
      firstName: "Rita",
      lastName: "Moss",
      email: "rita@example.test",
      username: "",
      password: "secret-1",
      confirmPassword: "secret-1",
    });
  });
});
