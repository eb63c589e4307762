/**
 * Renders a client component as the app does: a fresh query cache, a router at `path`, and the toaster, so a
 * test sees the toasts a person sees.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import type { PublicUser } from "@shared/contracts/auth";
import { Toaster } from "@/components/ui/toaster";

export function renderInApp(ui: ReactNode, { path = "/" }: { path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, user, client };
}

/** The error shown beside a control: the text of the alert its aria-describedby points to, or null. */
export function errorBeside(control: HTMLElement): string | null {
  const ids = control.getAttribute("aria-describedby")?.split(" ") ?? [];
  for (const id of ids) {
    const el = document.getElementById(id);
    if (el?.getAttribute("role") === "alert") return el.textContent;
  }
  return null;
}

/** The open toast's title and description. */
export async function findToast(title: string) {
  const region = await screen.findByRole("region", { name: /Notifications/ });
  const titleEl = await within(region).findByText(title, { exact: true });
  return titleEl.parentElement?.textContent ?? "";
}

/** A signed-in person as `GET /api/auth/user` returns them. */
export function aUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 7,
    email: "rita@example.test",
    username: "rita",
    firstName: "Rita",
    lastName: "Moss",
    profileImageUrl: null,
    selectedPlan: "free",
    proSubscriptionStartDate: null,
    proSubscriptionEndDate: null,
    hasCompletedOnboarding: "true",
    lastActiveAt: null,
    loginCount: 1,
    totalIdeasGenerated: 0,
    totalLogosCreated: 0,
    totalXp: 0,
    isActive: "true",
    isAdmin: "false",
    discordUsername: null,
    hasGoogle: false,
    hasDiscord: false,
    hasPassword: true,
    emailVerified: true,
    createdAt: "2026-11-01T10:00:00.000Z",
    ...overrides,
  };
}
