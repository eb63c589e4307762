/** POST /api/auth/update-plan: save the chosen plan and complete onboarding. */
import { useMutation } from "@tanstack/react-query";
import type { BodyOf } from "@shared/contracts/endpoint";
import { authEndpoints } from "@shared/contracts/endpoints/auth";
import { call } from "@/lib/endpoint-client";

/** Saves the plan. The caller reloads the page afterwards (spec: the page reloads on completion). */
export function useUpdatePlan() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof authEndpoints.updatePlan>) => call(authEndpoints.updatePlan, { body }),
  });
}
