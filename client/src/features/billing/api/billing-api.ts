/** Billing calls: one fetcher + hook per call (checkout setup, Pro confirmation, portal, Pro summary). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authEndpoints } from "@shared/contracts/endpoints/auth";
import { billingEndpoints as ep } from "@shared/contracts/endpoints/billing";
import { call, keyOf, readQuery } from "@/lib/endpoint-client";
import { USER_KEY } from "@/hooks/use-user";

/** POST /api/create-subscription: the client secret of the checkout (reused by the server on a second call). */
export function useCreateSubscription() {
  return useMutation({ mutationFn: () => call(ep.createSubscription) });
}

/** POST /api/auth/update-plan 'pro': the server confirms the subscription at Stripe; the user is refreshed. */
export function useConfirmPro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(authEndpoints.updatePlan, { body: { plan: "pro", hasCompletedOnboarding: "true" } }),
    onSuccess: (user) => {
      queryClient.setQueryData(USER_KEY, user);
      void queryClient.invalidateQueries({ queryKey: keyOf(ep.subscription) });
    },
  });
}

/** POST /api/billing/portal: the address of Stripe's customer portal. */
export function usePortal() {
  return useMutation({ mutationFn: () => call(ep.portal) });
}

/** GET /api/billing/subscription: the Pro plan summary (only asked for when the user is Pro). */
export function useSubscriptionSummary(enabled: boolean) {
  return useQuery({ ...readQuery(ep.subscription), enabled, retry: false });
}
