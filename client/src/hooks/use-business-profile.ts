/**
 * The business profile (docs/guide/business-profile.md): `GET /api/business-profile` → `{ profile }` (null until
 * saved) and its save. Settings, the step after the plan and every AI form (filled from it) read the same query.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BodyOf } from "@shared/contracts/endpoint";
import { businessProfileEndpoints as ep } from "@shared/contracts/endpoints/business-profile";
import { call, keyOf, readQuery } from "@/lib/endpoint-client";
import { FINANCE_KEY } from "./use-pnl";

export const BUSINESS_PROFILE_KEY = keyOf(ep.get);

/** The person's profile: `data` is null before they saved one. */
export function useBusinessProfile() {
  return useQuery({ ...readQuery(ep.get), select: (r) => r.profile });
}

/** Replaces the profile; the query holds the saved one afterwards. */
export function useSaveBusinessProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof ep.save>) => call(ep.save, { body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(BUSINESS_PROFILE_KEY, answer);
      // The P&L's home currency may start from the profile's.
      void queryClient.invalidateQueries({ queryKey: FINANCE_KEY });
    },
  });
}
