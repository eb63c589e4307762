/**
 * The dated fee schedule that estimates an order's fees until a statement brings the real ones
 * (docs/decisions/1060-estimated-fees-from-a-dated-schedule.md). Each channel's fee is
 *
 *   percent × (goods − discounts + shipping charged) + per order + per unit
 *
 * in the order's currency, summed from the parts below; every part has its source (name, year, address). Only
 * United States figures are kept: a shop elsewhere is estimated with them until the person edits their own
 * (the screen says so). The person's edits replace a channel's sum (`fee_overrides`, migration 0035).
 */

export const FEE_CHANNELS = ["etsy", "shopify", "amazon", "stripe"] as const;
export type FeeChannel = (typeof FEE_CHANNELS)[number];

export const FEE_CHANNEL_LABELS: Record<FeeChannel, string> = {
  etsy: "Etsy",
  shopify: "Shopify",
  amazon: "Amazon",
  stripe: "Stripe",
};

export type FeeSource = { name: string; year: number; url: string };

/** One part of a channel's fee: a percentage of the fee base, and fixed amounts per order and per unit sold. */
export type FeePart = {
  label: string;
  /** Percent of the fee base, as a decimal string with up to three places ("6.5"). */
  percent: string;
  /** Per order, in the order's currency ("0.25"). */
  perOrder: string;
  /** Per unit sold ("0.20": Etsy renews a listing for each unit sold). */
  perUnit: string;
  source: FeeSource;
};

/** A choice within a channel (a Shopify plan, an Amazon category): the parts it charges. */
export type FeeOption = { id: string; label: string; parts: readonly FeePart[] };

export type ChannelSchedule = {
  channel: FeeChannel;
  country: "US";
  /** The option used when the person has chosen none. */
  defaultOption: string;
  options: readonly FeeOption[];
  note: string;
};

const ETSY_FEES: FeeSource = {
  name: "Etsy, Fees & Payments Policy",
  year: 2026,
  url: "https://www.etsy.com/legal/fees",
};
const ETSY_PAYMENTS: FeeSource = {
  name: "Etsy Payments processing fees by country (US 3% + $0.25), as summarised by E-commerce Fee Calculator",
  year: 2026,
  url: "https://e-commerce-fee-calculator.pages.dev/blog/etsy-payment-processing-fee-2026",
};
const SHOPIFY_PRICING: FeeSource = {
  name: "Shopify, Pricing (Shopify Payments online card rates, United States)",
  year: 2025,
  url: "https://www.shopify.com/pricing",
};
const AMAZON_SCHEDULE: FeeSource = {
  name: "Amazon Seller Central, Selling on Amazon fee schedule (referral fees by category)",
  year: 2026,
  url: "https://sellercentral.amazon.com/gp/help/external/200336920",
};
const STRIPE_PRICING: FeeSource = {
  name: "Stripe, Pricing (standard domestic card rate, United States)",
  year: 2026,
  url: "https://stripe.com/pricing",
};

const part = (label: string, percent: string, perOrder: string, perUnit: string, source: FeeSource): FeePart => ({
  label,
  percent,
  perOrder,
  perUnit,
  source,
});

export const FEE_SCHEDULE: Record<FeeChannel, ChannelSchedule> = {
  etsy: {
    channel: "etsy",
    country: "US",
    defaultOption: "standard",
    options: [
      {
        id: "standard",
        label: "Etsy Payments",
        parts: [
          part("Transaction fee (on the item price, shipping and gift wrap)", "6.5", "0.00", "0.00", ETSY_FEES),
          part("Payment processing (United States)", "3", "0.25", "0.00", ETSY_PAYMENTS),
          part("Listing renewed for each unit sold", "0", "0.00", "0.20", ETSY_FEES),
        ],
      },
    ],
    note: "Etsy Ads and Offsite Ads are not included: they come with your Etsy statement.",
  },
  shopify: {
    channel: "shopify",
    country: "US",
    defaultOption: "basic",
    options: [
      {
        id: "basic",
        label: "Shopify Payments, Basic plan",
        parts: [part("Online card rate", "2.9", "0.30", "0.00", SHOPIFY_PRICING)],
      },
      {
        id: "grow",
        label: "Shopify Payments, Grow plan",
        parts: [part("Online card rate", "2.7", "0.30", "0.00", SHOPIFY_PRICING)],
      },
      {
        id: "advanced",
        label: "Shopify Payments, Advanced plan",
        parts: [part("Online card rate", "2.5", "0.30", "0.00", SHOPIFY_PRICING)],
      },
    ],
    note: "Cards issued abroad and a payment provider other than Shopify Payments cost more.",
  },
  amazon: {
    channel: "amazon",
    country: "US",
    defaultOption: "most",
    options: [
      {
        id: "most",
        label: "Referral fee, most categories",
        parts: [part("Referral fee", "15", "0.00", "0.00", AMAZON_SCHEDULE)],
      },
      {
        id: "electronics",
        label: "Referral fee, consumer electronics",
        parts: [part("Referral fee", "8", "0.00", "0.00", AMAZON_SCHEDULE)],
      },
    ],
    note: "FBA fulfilment, storage and the per-item minimum are not included; Amazon's reports carry them.",
  },
  stripe: {
    channel: "stripe",
    country: "US",
    defaultOption: "standard",
    options: [
      {
        id: "standard",
        label: "Stripe standard",
        parts: [part("Domestic cards", "2.9", "0.30", "0.00", STRIPE_PRICING)],
      },
    ],
    note: "International cards and currency conversion cost more.",
  },
};

/** A channel's rate as one sum: what an override stores. */
export type FeeRate = { percent: string; perOrder: string; perUnit: string };

/** "6.5" + "3" = "9.5": decimals with up to three places added exactly (thousandths). */
function addDecimal(a: string, b: string, places: number): string {
  const scale = 10 ** places;
  const total = Math.round(Number(a) * scale) + Math.round(Number(b) * scale);
  const whole = Math.floor(total / scale);
  const frac = String(total % scale).padStart(places, "0");
  if (places === 2) return `${whole}.${frac}`;
  const trimmed = frac.replace(/0+$/, "");
  return trimmed ? `${whole}.${trimmed}` : String(whole);
}

export function optionRate(option: FeeOption): FeeRate {
  return option.parts.reduce<FeeRate>(
    (r, p) => ({
      percent: addDecimal(r.percent, p.percent, 3),
      perOrder: addDecimal(r.perOrder, p.perOrder, 2),
      perUnit: addDecimal(r.perUnit, p.perUnit, 2),
    }),
    { percent: "0", perOrder: "0.00", perUnit: "0.00" },
  );
}

/** The default option of a channel (always present). */
export function defaultOption(channel: FeeChannel): FeeOption {
  const schedule = FEE_SCHEDULE[channel];
  return schedule.options.find((o) => o.id === schedule.defaultOption) ?? schedule.options[0];
}
