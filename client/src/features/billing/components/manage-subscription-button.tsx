/** 'Manage subscription': opens Stripe's customer portal (cancel, change card, invoices). */
import { ExternalLink, Loader2 } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { usePortal } from "../api/billing-api";

/** A button for Pro users; the header or any page may place it. */
export function ManageSubscriptionButton({
  variant = "outline",
  size,
  className,
}: Pick<ButtonProps, "variant" | "size" | "className">) {
  const portal = usePortal();
  const handleClick = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (err) =>
        toast({
          variant: "destructive",
          title: "Error",
          description: errorDetail(err) ?? "Could not open the subscription portal. Please try again.",
        }),
    });
  return (
    <Button variant={variant} size={size} className={className} onClick={handleClick} disabled={portal.isPending}>
      {portal.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <ExternalLink aria-hidden />}
      Manage subscription
    </Button>
  );
}
