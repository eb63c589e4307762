/** /checkout: upgrade to Pro through Stripe, or manage the subscription when already Pro. */
import { CheckoutFlow } from "@/features/billing";

export default function CheckoutPage() {
  return <CheckoutFlow />;
}
