/** Reward claims of completed challenges: the list, and the decision (which shows its toast and refreshes the list). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RewardClaim, RewardDecision } from "@shared/contracts/admin";
import { adminEndpoints as ep } from "@shared/contracts/endpoints/admin";
import { errorDetail } from "@/lib/api-client";
import { call, keyOf, readQuery } from "@/lib/endpoint-client";
import { toast } from "@/hooks/use-toast";

/** Pending claims oldest first, then the latest decided ones. */
export function useRewardClaims() {
  return useQuery(readQuery(ep.rewardClaims));
}

/**
 * Grants or declines one claim. The toasts live here, not in mutate() callbacks: the claim's row leaves the
 * pending list when the list refreshes, and mutate() callbacks of an unmounted row never fire.
 */
export function useDecideRewardClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ claim, decision }: { claim: RewardClaim; decision: RewardDecision }) =>
      call(ep.decideRewardClaim, {
        params: { userId: claim.userId, challengeId: claim.challengeId },
        body: { decision },
      }),
    onSuccess: ({ claim }, { decision }) =>
      toast(
        decision === "granted"
          ? {
              title: "Reward granted",
              description: `${claim.name}'s "${claim.reward}" is marked as granted. Hand it over yourself: granting records the decision only.`,
              variant: "success",
            }
          : {
              title: "Reward declined",
              description: `${claim.name}'s claim on "${claim.reward}" is marked as not granted.`,
              variant: "success",
            },
      ),
    onError: (err) =>
      toast({
        title: "Could not record the decision",
        description: errorDetail(err) || "Please try again.",
        variant: "destructive",
      }),
    // After a failure too: a 409 means another admin decided first, and the list catches up.
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyOf(ep.rewardClaims) }),
  });
}
