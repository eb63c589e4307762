/** The billing feature's public pieces (pages and the header compose these). */
export { CheckoutFlow } from "./components/checkout-flow";
export { CheckoutReturn } from "./components/checkout-return";
export { PlanSummary } from "./components/plan-summary";
