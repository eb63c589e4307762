/**
 * Upgrade or downgrade one user, after the browser confirmation (docs/spec-notes.md#validation-messages); the hook
 * shows the toasts.
 */
import { ArrowDownCircle, ArrowUpCircle, Loader2 } from "lucide-react";
import type { AdminUserRow } from "@shared/contracts/admin";
import { Button } from "@/components/ui/button";
import { useChangeUserPlan } from "../api/admin-api";
import { displayName } from "../format";

/**
 * Offers the one change that makes sense: Upgrade for a user on Free, Downgrade for a user on Pro
 * (`long` spells out "Upgrade to Pro" where there is room).
 */
export function PlanActionButton({
  user,
  className,
  long,
}: {
  user: AdminUserRow;
  className?: string;
  long?: boolean;
}) {
  const change = useChangeUserPlan();
  const targetPlan = user.effectivePlan === "pro" ? "free" : "pro";
  const action = targetPlan === "pro" ? "upgrade" : "downgrade";

  const handleClick = () => {
    if (!window.confirm(`Are you sure you want to ${action} this user to ${targetPlan} plan?`)) return;
    change.mutate({ userId: user.id, targetPlan });
  };

  const Icon = change.isPending ? Loader2 : targetPlan === "pro" ? ArrowUpCircle : ArrowDownCircle;
  return (
    <Button
      size="sm"
      variant={targetPlan === "pro" ? "default" : "outline"}
      onClick={handleClick}
      disabled={change.isPending}
      aria-label={`${targetPlan === "pro" ? "Upgrade" : "Downgrade"} ${displayName(user)} to ${targetPlan === "pro" ? "Pro" : "Free"}`}
      className={className}
    >
      <Icon aria-hidden className={change.isPending ? "animate-spin" : undefined} />
      {targetPlan === "pro" ? "Upgrade" : "Downgrade"}
      {long && (targetPlan === "pro" ? " to Pro" : " to Free")}
    </Button>
  );
}
