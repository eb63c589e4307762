/**
 * A challenge's reward and, once the challenge is completed, the state of its claim: in review, granted on a
 * date, or not granted. Ticks are self-reported, so the HustleForge team checks each reward before granting it
 * (docs/decisions/925-challenge-reward-claims.md); the card and the dialog say so before and after completion.
 */
import { Gift } from "lucide-react";
import type { ChallengeView, RewardStatus } from "@shared/contracts/challenges";
import { cn } from "@/lib/cn";

const dateText = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" }) : "";

/** The status words after the reward, their colour, and the one-line explanation below it. */
function claimText(status: RewardStatus, decidedAt: string | null) {
  switch (status) {
    case "pending":
      return {
        label: "in review",
        tone: "text-amber-800",
        note: "Challenges are self-reported, so the HustleForge team checks each reward before granting it.",
      };
    case "granted":
      return {
        label: `granted on ${dateText(decidedAt)}`,
        tone: "text-emerald-800",
        note: "The HustleForge team checked your challenge and granted this reward.",
      };
    case "declined":
      return {
        label: "not granted",
        tone: "text-slate-800",
        note: "The HustleForge team checked your challenge and did not grant this reward.",
      };
    default: {
      const never: never = status;
      throw new Error(`unknown reward status ${String(never)}`);
    }
  }
}

const BEFORE_NOTE = "Rewards are reviewed by the HustleForge team before they are granted.";

/** "Reward: A free year of Pro · in review" with its explanation (before completion: the reward and the review note). */
export function ChallengeReward({ challenge: c, className }: { challenge: ChallengeView; className?: string }) {
  const claim = c.completed && c.rewardStatus ? claimText(c.rewardStatus, c.rewardDecidedAt) : null;
  return (
    <div
      className={cn("flex items-start gap-2 text-sm text-slate-700", className)}
      data-testid="challenge-reward"
      data-reward-status={c.rewardStatus ?? "none"}
    >
      <Gift className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
      <div className="min-w-0">
        <p>
          Reward: {c.reward}
          {claim && (
            <>
              {" · "}
              <span className={cn("whitespace-nowrap font-semibold", claim.tone)}>{claim.label}</span>
            </>
          )}
        </p>
        <p className="mt-0.5 text-xs text-slate-600">{claim ? claim.note : BEFORE_NOTE}</p>
      </div>
    </div>
  );
}
