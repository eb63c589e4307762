/**
 * The partnership calls, derived from the endpoint table (shared/contracts/endpoints/partnerships.ts); every write
 * refreshes the area's reads.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PARTNER_NICHES } from "@shared/domain/partner-match";
import type { BodyOf, ResponseOf } from "@shared/contracts/endpoint";
import { partnershipsEndpoints as ep } from "@shared/contracts/endpoints/partnerships";
import { call, keyOf, readQuery } from "@/lib/endpoint-client";

/** Every read of the area starts with this key ("/api/partnerships"). */
const AREA_KEY = keyOf(ep.partners).slice(0, 1);

/** A niche of the list, or "all" for anything else (the select's value as it came). */
const nicheOf = (niche: string) => PARTNER_NICHES.find((n) => n === niche) ?? "all";

export const usePartners = (niche: string, enabled: boolean) =>
  useQuery({
    ...readQuery(ep.partners, { query: { niche: nicheOf(niche) } }),
    select: (r) => r.partners,
    enabled,
  });
export const useRequests = (enabled: boolean) =>
  useQuery({ ...readQuery(ep.requests), select: (r) => r.requests, enabled });
export const useMyProfile = (enabled: boolean) =>
  useQuery({ ...readQuery(ep.myProfile), select: (r) => r.profile, enabled });
export const useConnections = (enabled: boolean) => useQuery({ ...readQuery(ep.connections), enabled });

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
      await qc.invalidateQueries({ queryKey: AREA_KEY });
      outcome.onSuccess?.(result);
    },
    onError: outcome.onError,
  });
}
/** The refresh after a save remounts the profile form (its key becomes the new profile's id): tell via `outcome`. */
export const useSaveProfile = (outcome?: Outcome<ResponseOf<typeof ep.saveProfile>>) =>
  useWrite((body: BodyOf<typeof ep.saveProfile>) => call(ep.saveProfile, { body }), outcome);
export const useCreateRequest = () =>
  useWrite((body: BodyOf<typeof ep.createRequest>) => call(ep.createRequest, { body }));
export const useConnect = () =>
  useWrite(({ id, message }: { id: number; message: string }) =>
    call(ep.connect, { params: { partnerId: id }, body: { message } }),
  );
export const useApply = () =>
  useWrite(({ id, proposal }: { id: number; proposal: string }) =>
    call(ep.apply, { params: { requestId: id }, body: { proposal } }),
  );
export const useRespond = () =>
  useWrite(({ id, action }: { id: number; action: "accept" | "decline" }) =>
    call(action === "accept" ? ep.accept : ep.decline, { params: { id } }),
  );
