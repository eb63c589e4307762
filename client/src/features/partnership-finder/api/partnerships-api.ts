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

function useWrite<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: [KEY] }) });
}
export const useSaveProfile = () =>
  useWrite((p: PartnerProfileInput) => apiJson<{ profile: PartnerProfile }>("POST", `${KEY}/my-profile`, p));
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
