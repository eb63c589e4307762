/** The partnership calls; every write refreshes what it changes. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  Connection,
  Partner,
  PartnerProfile,
  PartnerProfileInput,
  PartnerRequest,
  PartnerRequestInput,
} from "@shared/contracts/partnerships";
import { apiJson, getJson } from "@/lib/api-client";

const KEY = "/api/partnerships";

export const usePartners = (niche: string, enabled: boolean) =>
  useQuery({
    queryKey: [KEY, "partners", niche],
    queryFn: async () => (await getJson<{ partners: Partner[] }>(`${KEY}/partners?niche=${niche}`))!.partners,
    enabled,
  });
export const useRequests = (enabled: boolean) =>
  useQuery({
    queryKey: [KEY, "requests"],
    queryFn: async () => (await getJson<{ requests: PartnerRequest[] }>(`${KEY}/requests`))!.requests,
    enabled,
  });
export const useMyProfile = (enabled: boolean) =>
  useQuery({
    queryKey: [KEY, "my-profile"],
    queryFn: async () => (await getJson<{ profile: PartnerProfile | null }>(`${KEY}/my-profile`))!.profile,
    enabled,
  });
export const useConnections = (enabled: boolean) =>
  useQuery({
    queryKey: [KEY, "connections"],
    queryFn: async () => (await getJson<{ incoming: Connection[]; outgoing: Connection[] }>(`${KEY}/connections`))!,
    enabled,
  });

/**
 * What the person is told about a write. Given here, these run on the mutation itself, after the refresh, even
 * when the calling component has unmounted meanwhile; callbacks given to mutate() are dropped in that case.
 */
type Outcome<R> = { onSuccess?: (result: R) => void; onError?: (err: Error) => void };

function useWrite<V, R>(fn: (v: V) => Promise<R>, outcome: Outcome<R> = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (result) => {
      await qc.invalidateQueries({ queryKey: [KEY] });
      outcome.onSuccess?.(result);
    },
    onError: outcome.onError,
  });
}
/** The refresh after a save remounts the profile form (its key becomes the new profile's id): tell via `outcome`. */
export const useSaveProfile = (outcome?: Outcome<{ profile: PartnerProfile }>) =>
  useWrite((p: PartnerProfileInput) => apiJson<{ profile: PartnerProfile }>("POST", `${KEY}/my-profile`, p), outcome);
export const useCreateRequest = () =>
  useWrite((r: PartnerRequestInput) => apiJson<{ request: PartnerRequest }>("POST", `${KEY}/requests`, r));
export const useConnect = () =>
  useWrite(({ id, message }: { id: number; message: string }) =>
    apiJson<{ connection: Connection }>("POST", `${KEY}/connect/${id}`, { message }),
  );
export const useApply = () =>
  useWrite(({ id, proposal }: { id: number; proposal: string }) =>
    apiJson<{ request: PartnerRequest }>("POST", `${KEY}/apply/${id}`, { proposal }),
  );
export const useRespond = () =>
  useWrite(({ id, action }: { id: number; action: "accept" | "decline" }) =>
    apiJson<{ connection: Connection }>("POST", `${KEY}/connections/${id}/${action}`),
  );
