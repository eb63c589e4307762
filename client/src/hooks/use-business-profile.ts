/**
 * The business profile (docs/guide/business-profile.md): `GET /api/business-profile` → `{ profile }` (null until
 * saved) and its save. Settings, the step after the plan and every AI form (filled from it) read the same query.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  BusinessProfile,
  BusinessProfileInput,
  BusinessProfileResponse,
} from "@shared/contracts/business-profile";
import { apiJson, getJson } from "@/lib/api-client";

export const BUSINESS_PROFILE_KEY = ["/api/business-profile"] as const;

/** The person's profile: `data` is null before they saved one. */
export function useBusinessProfile() {
  return useQuery({
    queryKey: BUSINESS_PROFILE_KEY,
    queryFn: async (): Promise<BusinessProfile | null> =>
      (await getJson<BusinessProfileResponse>("/api/business-profile"))?.profile ?? null,
  });
}

/** Replaces the profile; the query holds the saved one afterwards. */
export function useSaveBusinessProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BusinessProfileInput) => apiJson<BusinessProfileResponse>("PUT", "/api/business-profile", body),
    onSuccess: ({ profile }) => {
      queryClient.setQueryData(BUSINESS_PROFILE_KEY, profile);
      // The P&L's home currency may start from the profile's.
      void queryClient.invalidateQueries({ queryKey: ["finance"] });
    },
  });
}
