/** /dashboard: where Stripe sends the browser back after checkout. */
import { CheckoutReturn } from "@/features/billing";

export default function CheckoutReturnPage() {
  return <CheckoutReturn />;
}
