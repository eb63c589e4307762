/** The spec's free-limit toast (platform spec section 8), shared by every AI tool page. */
import { ToastAction } from "@/components/ui/toast";
import { toast } from "@/hooks/use-toast";
import { errorDetail, isLimitError } from "@/lib/api-client";

/** Shows 'Free Trial Limit Reached' with 'Upgrade Now' → /checkout. */
export function showLimitToast(err: unknown, navigate: (to: string) => void) {
  toast({
    title: "Free Trial Limit Reached",
    description: errorDetail(err) || "Upgrade to the Pro plan for unlimited generations!",
    variant: "destructive",
    action: (
      <ToastAction altText="Upgrade Now" onClick={() => navigate("/checkout")}>
        Upgrade Now
      </ToastAction>
    ),
  });
}

/** When `err` is the free-limit error, shows the limit toast and returns true; otherwise returns false. */
export function handleLimitError(err: unknown, navigate: (to: string) => void): boolean {
  if (!isLimitError(err)) return false;
  showLimitToast(err, navigate);
  return true;
}
