/** The spec's free-limit toast (docs/spec-notes.md#error-display), shared by every AI tool page. */
import { ToastAction } from "@/components/ui/toast";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";

/** Shows 'Free Plan Limit Reached' with 'Upgrade Now' → /checkout. */
export function showLimitToast(err: unknown, navigate: (to: string) => void) {
  toast({
    title: "Free Plan Limit Reached",
    description: errorDetail(err) || "Upgrade to the Pro plan for unlimited generations, within fair use.",
    variant: "destructive",
    action: (
      <ToastAction altText="Upgrade Now" onClick={() => navigate("/checkout")}>
        Upgrade Now
      </ToastAction>
    ),
  });
}
