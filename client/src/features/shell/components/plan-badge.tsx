/** The plan label beside the greeting: 'Pro' or 'Free'. */
import { Crown } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** Renders the current plan as a badge. */
export function PlanBadge({ isPro }: { isPro: boolean }) {
  return isPro ? (
    <Badge variant="pro" className="shrink-0 whitespace-nowrap">
      <Crown aria-hidden />
      Pro
    </Badge>
  ) : (
    <Badge variant="secondary" className="shrink-0 whitespace-nowrap">
      Free
    </Badge>
  );
}
