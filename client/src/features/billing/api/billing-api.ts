/** Billing calls: one fetcher + hook per call (checkout setup, Pro confirmation, portal, Pro summary). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PublicUser } from "@shared/contracts/auth";
import type { CreateSubscriptionResponse, PortalResponse, SubscriptionSummary } from "@shared/contracts/billing";
import { apiJson, getJson } from "@/lib/api-client";
import { USER_KEY } from "@/hooks/use-user";

export const SUBSCRIPTION_KEY = ["/api/billing/subscription"] as const;

/** POST /api/create-subscription: the client secret of the checkout (reused by the server on a second call). */
export function useCreateSubscription() {
  return useMutation({
    mutationFn: () => apiJson<Partial<CreateSubscriptionResponse>>("POST", "/api/create-subscription"),
  });
}

/** POST /api/auth/update-plan 'pro': the server confirms the subscription at Stripe; the user is refreshed. */
export function useConfirmPro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiJson<PublicUser>("POST", "/api/auth/update-plan", { plan: "pro", hasCompletedOnboarding: "true" }),
    onSuccess: (user) => {
      queryClient.setQueryData(USER_KEY, user);
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
    },
  });
}

/** POST /api/billing/portal: the address of Stripe's customer portal. */
export function usePortal() {
  return useMutation({ mutationFn: () => apiJson<PortalResponse>("POST", "/api/billing/portal") });
}

/** GET /api/billing/subscription: the Pro plan summary (only asked for when the user is Pro). */
export function useSubscriptionSummary(enabled: boolean) {
  return useQuery({
    queryKey: SUBSCRIPTION_KEY,
    queryFn: () => getJson<SubscriptionSummary>("/api/billing/subscription"),
    enabled,
    retry: false,
  });
}
