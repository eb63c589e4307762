/**
 * The profit calculator's formulas (docs/spec-notes.md#constants-and-option-lists;
 * docs/product-rules.md#money-is-exact), exact: money is integer cents and percentages are hundredths of a percent, so
 * every intermediate figure is an integer number of micro-dollars (cents x hundredths of a percent / 100) and nothing
 * drifts. Figures are rounded only when shown.
 */
import { divRound } from "./money";

export const PROFIT_FIELDS = [
  "price",
  "cost",
  "shipping",
  "ads",
  "platformFee",
  "processingFee",
  "monthlySales",
  "refundRate",
] as const;
export type ProfitField = (typeof PROFIT_FIELDS)[number];
export type ProfitStrings = Record<ProfitField, string>;

/** The specification's defaults (refund rate is ours, default 0 %). */
export const PROFIT_DEFAULTS: ProfitStrings = {
  price: "29.99",
  cost: "8.5",
  shipping: "2.5",
  ads: "5",
  platformFee: "2.5",
  processingFee: "2.9",
  monthlySales: "100",
  refundRate: "0",
};

export const PERCENT_FIELDS: readonly ProfitField[] = ["platformFee", "processingFee", "refundRate"];

/** Inputs as integers: money in cents, percentages in hundredths of a percent, sales a whole number. */
export type ProfitInputs = {
  priceCents: number;
  costCents: number;
  shippingCents: number;
  adsCents: number;
  platformBps: number;
  processingBps: number;
  refundBps: number;
  monthlySales: number;
};

/**
 * A number typed by a person: empty or invalid counts as 0 (docs/spec-notes.md#validation-messages); more than two
 * decimals are rounded.
 */
export function parseHundredths(text: string | undefined): number {
  const n = Number((text ?? "").trim());
  if (!(text ?? "").trim() || !Number.isFinite(n)) return 0;
  return Math.round(n * 100);
}

/** Monthly sales: an integer (decimals dropped); empty or invalid is 0. */
export function parseWhole(text: string | undefined): number {
  const n = Number((text ?? "").trim());
  if (!(text ?? "").trim() || !Number.isFinite(n)) return 0;
  return Math.trunc(n);
}

export function toProfitInputs(s: Partial<ProfitStrings>): ProfitInputs {
  return {
    priceCents: parseHundredths(s.price),
    costCents: parseHundredths(s.cost),
    shippingCents: parseHundredths(s.shipping),
    adsCents: parseHundredths(s.ads),
    platformBps: parseHundredths(s.platformFee),
    processingBps: parseHundredths(s.processingFee),
    refundBps: parseHundredths(s.refundRate),
    monthlySales: parseWhole(s.monthlySales),
  };
}

export type MarginTone = "green" | "yellow" | "red";
export type ProfitTip = {
  key: "low_margin" | "ads_exceed_profit" | "excellent_margin";
  text: string;
  tone: MarginTone;
};

export type ProfitResult = {
  /** Per unit, in micro-dollars (1e-6 $): exact. */
  micro: {
    price: number;
    cost: number;
    shipping: number;
    platformFee: number;
    processingFee: number;
    refunds: number;
    ads: number;
    grossProfit: number;
    /** Price minus every cost except advertising (what each sale leaves to pay for ads). */
    contribution: number;
    netProfit: number;
  };
  /** Profit margin in tenths of a percent (41.2 % -> 412), an exact half to the even tenth; 0 when the price is 0. */
  marginTenths: number;
  marginTone: MarginTone;
  /** Units to sell to earn back one sale's advertising cost; null means 'Never' (the price does not cover costs before ads). */
  breakEvenUnits: number | null;
  /** Revenue per ad dollar needed to break even (price / contribution) in hundredths, rounded to the nearest (half to
   * even), never up; null = never. */
  breakEvenRoasHundredths: number | null;
  /** Selling price at which net profit is 0, in cents rounded up; null when the percentage fees reach 100 %. */
  breakEvenPriceCents: number | null;
  /** Monthly figures in cents (computed in BigInt micro-dollars, rounded once). */
  monthly: { revenueCents: number; netProfitCents: number };
  tips: ProfitTip[];
};

export const TIP_TEXT = {
  low_margin: "Low profit margin - consider increasing price or reducing costs",
  ads_exceed_profit: "Advertising cost exceeds profit - optimize your ad campaigns",
  excellent_margin: "Excellent profit margin - great product choice!",
} as const;

const MICRO_PER_CENT = 10_000;

/** micro x n in cents, an exact half to the even cent; BigInt because a month of large figures passes 2^53. */
function timesToCents(micro: number, n: number): number {
  const total = BigInt(micro) * BigInt(n);
  const abs = total < 0n ? -total : total;
  let cents = abs / 10_000n;
  const twice = (abs - cents * 10_000n) * 2n;
  if (twice > 10_000n || (twice === 10_000n && cents % 2n === 1n)) cents += 1n;
  return Number(total < 0n ? -cents : cents);
}

/** "30+ green, 15-29 yellow, below 15 red", on the margin as shown (one decimal). */
export function marginTone(tenths: number): MarginTone {
  if (tenths >= 300) return "green";
  if (tenths >= 150) return "yellow";
  return "red";
}

/** Every figure of the calculator. */
export function calculateProfit(i: ProfitInputs): ProfitResult {
  const price = i.priceCents * MICRO_PER_CENT;
  const cost = i.costCents * MICRO_PER_CENT;
  const shipping = i.shippingCents * MICRO_PER_CENT;
  const ads = i.adsCents * MICRO_PER_CENT;
  // cents x hundredths-of-a-percent = 1e-2 $ x 1e-4 = micro-dollars.
  const platformFee = i.priceCents * i.platformBps;
  const processingFee = i.priceCents * i.processingBps;
  const refunds = i.priceCents * i.refundBps;
  const grossProfit = price - cost - shipping;
  const contribution = grossProfit - platformFee - processingFee - refunds;
  const netProfit = contribution - ads;

  const marginTenths = price === 0 ? 0 : divRound(netProfit * 1000, price);
  const breakEvenUnits = contribution <= 0 ? null : Math.ceil(ads / contribution);
  const breakEvenRoasHundredths = contribution <= 0 ? null : divRound(price * 100, contribution);
  const pctBps = i.platformBps + i.processingBps + i.refundBps;
  // price x (1 - pct) = cost + shipping + ads  ->  price = fixed / (1 - pct); in cents, rounded up.
  const fixedCents = i.costCents + i.shippingCents + i.adsCents;
  const breakEvenPriceCents = pctBps >= 10_000 ? null : Math.ceil((fixedCents * 10_000) / (10_000 - pctBps));

  const tips: ProfitTip[] = [];
  if (marginTenths < 150) tips.push({ key: "low_margin", text: TIP_TEXT.low_margin, tone: "red" });
  // Only advertising that is there can exceed the profit: with no ad spend a loss is the low-margin tip's news.
  if (ads > 0 && ads > netProfit)
    tips.push({ key: "ads_exceed_profit", text: TIP_TEXT.ads_exceed_profit, tone: "yellow" });
  if (marginTenths >= 300) tips.push({ key: "excellent_margin", text: TIP_TEXT.excellent_margin, tone: "green" });

  return {
    micro: { price, cost, shipping, platformFee, processingFee, refunds, ads, grossProfit, contribution, netProfit },
    marginTenths,
    marginTone: marginTone(marginTenths),
    breakEvenUnits,
    breakEvenRoasHundredths,
    breakEvenPriceCents,
    monthly: {
      revenueCents: timesToCents(price, i.monthlySales),
      netProfitCents: timesToCents(netProfit, i.monthlySales),
    },
    tips,
  };
}

/** Micro-dollars to cents for display, an exact half to the even cent. */
export const microToCents = (micro: number) => divRound(micro, MICRO_PER_CENT);

/** "41.2" from 412 tenths. */
export function formatTenths(tenths: number): string {
  const sign = tenths < 0 ? "-" : "";
  const abs = Math.abs(tenths);
  return `${sign}${Math.floor(abs / 10)}.${abs % 10}`;
}

export type ProfitCurvePoint = { priceCents: number; netPerUnitCents: number; netPerMonthCents: number };

/** Net profit per unit and per month for prices from half to double the entered price (`steps` + 1 points and the price itself). */
export function profitCurve(i: ProfitInputs, steps = 20): ProfitCurvePoint[] {
  if (i.priceCents <= 0) return [];
  const from = Math.round(i.priceCents / 2);
  const to = i.priceCents * 2;
  const prices = new Set(Array.from({ length: steps + 1 }, (_, k) => from + Math.round(((to - from) * k) / steps)));
  prices.add(i.priceCents);
  return [...prices]
    .sort((a, b) => a - b)
    .map((priceCents) => {
      const r = calculateProfit({ ...i, priceCents });
      return {
        priceCents,
        netPerUnitCents: microToCents(r.micro.netProfit),
        netPerMonthCents: r.monthly.netProfitCents,
      };
    });
}
