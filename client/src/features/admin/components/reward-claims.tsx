/**
 * The 'Reward claims' section of the admin dashboard (docs/decisions/925-challenge-reward-claims.md): rewards of
 * completed challenges waiting for a decision, oldest first, with Grant and Decline, and the latest decisions.
 * Granting records the decision only; the admin hands the reward over (for Pro, with the plan change).
 */
import { Check, Gift, Loader2, X } from "lucide-react";
import type { RewardClaim, RewardDecision } from "@shared/contracts/admin";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { errorDetail } from "@/lib/api-client";
import { useDecideRewardClaim, useRewardClaims } from "../api/reward-claims-api";
import { formatDate, formatRelative } from "../format";

const QUESTION: Record<RewardDecision, (c: RewardClaim) => string> = {
  granted: (c) =>
    `Grant "${c.reward}" to ${c.name}? This records your decision only: you hand the reward over yourself. It cannot be changed later.`,
  declined: (c) => `Decline ${c.name}'s claim on "${c.reward}"? It cannot be changed later.`,
};

function Who({ claim }: { claim: RewardClaim }) {
  return (
    <p className="min-w-0 text-sm">
      <span className="font-semibold text-slate-900">{claim.name}</span>{" "}
      <span className="break-all text-xs text-slate-600">{claim.email}</span>
    </p>
  );
}

/** A pending claim with its two buttons, each after a confirmation; the hook shows the toasts. */
function PendingClaim({ claim }: { claim: RewardClaim }) {
  const decide = useDecideRewardClaim();
  const busy = decide.isPending;
  const handle = (decision: RewardDecision) => {
    if (!window.confirm(QUESTION[decision](claim))) return;
    decide.mutate({ claim, decision });
  };
  return (
    <li
      className="flex flex-col gap-3 p-4 sm:px-5 lg:flex-row lg:items-center lg:justify-between"
      data-testid="reward-claim"
    >
      <div className="min-w-0 space-y-1">
        <Who claim={claim} />
        <p className="text-sm text-slate-700">
          <span className="font-medium text-slate-900">{claim.reward}</span> · {claim.challengeTitle}
        </p>
        <p className="text-xs text-slate-600">
          Completed {formatRelative(claim.completedAt).replace(/^Just now$/, "just now")}
        </p>
      </div>
      <div className="grid shrink-0 grid-cols-2 gap-2 lg:flex">
        <Button
          size="sm"
          onClick={() => handle("granted")}
          disabled={busy}
          aria-label={`Grant ${claim.name}'s reward for ${claim.challengeTitle}`}
        >
          {busy && decide.variables?.decision === "granted" ? (
            <Loader2 aria-hidden className="animate-spin" />
          ) : (
            <Check aria-hidden />
          )}
          Grant
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => handle("declined")}
          disabled={busy}
          aria-label={`Decline ${claim.name}'s reward for ${claim.challengeTitle}`}
        >
          {busy && decide.variables?.decision === "declined" ? (
            <Loader2 aria-hidden className="animate-spin" />
          ) : (
            <X aria-hidden />
          )}
          Decline
        </Button>
      </div>
    </li>
  );
}

function DecidedClaim({ claim }: { claim: RewardClaim }) {
  const granted = claim.status === "granted";
  return (
    <li
      className="flex flex-col gap-2 px-4 py-3 sm:px-5 lg:flex-row lg:items-center lg:justify-between"
      data-testid="decided-reward-claim"
    >
      <div className="min-w-0 space-y-0.5">
        <Who claim={claim} />
        <p className="text-xs text-slate-700">
          {claim.reward} · {claim.challengeTitle}
        </p>
      </div>
      <p className="flex shrink-0 flex-wrap items-center gap-2 text-xs text-slate-600">
        <Badge variant={granted ? "success" : "secondary"}>{granted ? "Granted" : "Not granted"}</Badge>
        {formatDate(claim.decidedAt)}
        {claim.decidedBy && ` by ${claim.decidedBy}`}
      </p>
    </li>
  );
}

export function AdminRewardClaims() {
  const { data, isPending, error } = useRewardClaims();
  const pending = data?.claims.filter((c) => c.status === "pending") ?? [];
  const decided = data?.claims.filter((c) => c.status !== "pending") ?? [];
  const key = (c: RewardClaim) => `${c.userId}:${c.challengeId}`;

  return (
    <section aria-labelledby="reward-claims-heading">
      <Card className="overflow-hidden">
        <div className="space-y-1.5 border-b border-slate-200 p-4 sm:p-5">
          <div className="flex flex-wrap items-center gap-2">
            <Gift aria-hidden className="size-5 text-brand-600" />
            <h2 id="reward-claims-heading" className="text-lg font-semibold text-slate-900">
              Reward claims
            </h2>
            {data && (
              <Badge variant={data.pendingTotal > 0 ? "warning" : "secondary"} data-testid="reward-claims-pending">
                {data.pendingTotal} pending
              </Badge>
            )}
          </div>
          <p className="text-sm text-slate-600">
            Challenge steps are self-reported: check the person&apos;s work before you grant a reward. Granting records
            your decision only; hand the reward over yourself (for Pro, use Upgrade in the User Database below).
          </p>
        </div>
        {isPending ? (
          <p className="flex items-center gap-2 px-4 py-6 text-sm text-slate-600 sm:px-5" role="status">
            <Loader2 aria-hidden className="size-4 animate-spin" />
            Loading reward claims...
          </p>
        ) : error || !data ? (
          <p className="px-4 py-6 text-sm text-red-700 sm:px-5" role="alert">
            Could not load the reward claims. {errorDetail(error) ?? "Please try again."}
          </p>
        ) : (
          <>
            {pending.length === 0 ? (
              <p className="px-4 py-8 text-center text-sm text-slate-600">
                No reward claims are waiting for a decision.
              </p>
            ) : (
              <ul className="divide-y divide-slate-100" aria-label="Pending reward claims">
                {pending.map((c) => (
                  <PendingClaim key={key(c)} claim={c} />
                ))}
              </ul>
            )}
            {data.pendingTotal > pending.length && (
              <p className="border-t border-slate-100 px-4 py-3 text-xs text-slate-600 sm:px-5">
                Showing the oldest {pending.length} of {data.pendingTotal} pending claims; decide these to see the rest.
              </p>
            )}
            {decided.length > 0 && (
              <details className="border-t border-slate-200">
                <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 sm:px-5">
                  Recently decided ({decided.length})
                </summary>
                <ul
                  className="divide-y divide-slate-100 border-t border-slate-100"
                  aria-label="Recently decided reward claims"
                >
                  {decided.map((c) => (
                    <DecidedClaim key={key(c)} claim={c} />
                  ))}
                </ul>
              </details>
            )}
          </>
        )}
      </Card>
    </section>
  );
}
