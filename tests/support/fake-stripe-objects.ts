/** Wire shapes of the fake Stripe server: form decoding and the JSON objects it answers with. */
import type { FakeSubscription } from "./fake-stripe";

export type Obj = Record<string, unknown>;
export type Invoice = {
  id: string;
  customer: string;
  subscription: string;
  status: string;
  paymentIntent: string;
  amount: number;
};
export type SetupIntent = { id: string; status: string };

/** Parses `a[b][0][c]=v` form encoding (what the SDK sends, body and query) into nested objects and arrays. */
export function parseForm(text: string): Obj {
  const root: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split("[").map((p) => p.replace(/]$/, ""));
    let node: Obj | unknown[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const key = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) container[key] = value;
      else {
        container[key] ??= /^\d+$/.test(parts[i + 1]) ? [] : {};
        node = container[key] as Obj;
      }
    });
  }
  return root;
}

/** An invoice as the API presents it; confirmation_secret only when expanded. */
export function renderInvoice(invoice: Invoice, withSecret: boolean): Obj {
  return {
    id: invoice.id,
    object: "invoice",
    customer: invoice.customer,
    status: invoice.status,
    amount_due: invoice.amount,
    currency: "usd",
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: { subscription: invoice.subscription, metadata: {} },
    },
    // confirmation_secret is includable only: present when expanded, and only while there is something to pay.
    ...(withSecret
      ? {
          confirmation_secret:
            invoice.status === "open" && invoice.amount > 0
              ? { type: "payment_intent", client_secret: `${invoice.paymentIntent}_secret_${invoice.id.slice(3, 11)}` }
              : null,
        }
      : {}),
  };
}

/** A subscription as the API presents it, with the requested expansions. */
export function renderSubscription(
  sub: FakeSubscription,
  invoices: Map<string, Invoice>,
  setupIntents: Map<string, SetupIntent>,
  expand: string[],
): Obj {
  const invoice = invoices.get(sub.invoice)!;
  const seti = sub.setupIntent ? setupIntents.get(sub.setupIntent)! : null;
  const invoiceExpanded = expand.some((e) => e === "latest_invoice" || e.startsWith("latest_invoice."));
  return {
    id: sub.id,
    object: "subscription",
    customer: sub.customer,
    status: sub.status,
    created: sub.created,
    livemode: false,
    cancel_at_period_end: false,
    metadata: sub.metadata,
    trial_start: sub.trialEnd ? sub.periodStart : null,
    trial_end: sub.trialEnd,
    items: {
      object: "list",
      data: [
        {
          id: `si_${sub.id.slice(4)}`,
          object: "subscription_item",
          price: {
            id: sub.price,
            object: "price",
            unit_amount: 1000,
            currency: "usd",
            recurring: { interval: "month" },
          },
          quantity: 1,
          current_period_start: sub.periodStart,
          current_period_end: sub.periodEnd,
        },
      ],
      has_more: false,
    },
    latest_invoice: invoiceExpanded
      ? renderInvoice(invoice, expand.includes("latest_invoice.confirmation_secret"))
      : invoice.id,
    pending_setup_intent:
      seti == null
        ? null
        : expand.includes("pending_setup_intent")
          ? {
              id: seti.id,
              object: "setup_intent",
              status: seti.status,
              client_secret: `${seti.id}_secret_${seti.id.slice(5, 13)}`,
            }
          : seti.id,
  };
}
