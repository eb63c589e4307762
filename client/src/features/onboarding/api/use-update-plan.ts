/** POST /api/auth/update-plan: save the chosen plan and complete onboarding. */
import { useMutation } from "@tanstack/react-query";
import type { PublicUser, UpdatePlanInput } from "@shared/contracts/auth";
import { apiJson } from "@/lib/api-client";

/** Saves the plan. The caller reloads the page afterwards (spec: the page reloads on completion). */
export function useUpdatePlan() {
  return useMutation({
    mutationFn: (body: UpdatePlanInput) => apiJson<PublicUser>("POST", "/api/auth/update-plan", body),
  });
}
