/**
 * Profit after ads, once for both sides (docs/decisions/1062-profit-after-ads-metrics.md). Amounts in cents:
 *
 *   mer          = net sales ÷ ad spend                      (blended return on ad spend)
 *   breakEvenMer = net sales ÷ (net profit + ad spend)       (the MER at which profit after ads is zero)
 *   cac          = ad spend ÷ new customers
 *
 * Ratios with two places, half away from zero; each null with the reason where its divisor is zero (break-even
 * also where profit before ads is a loss: no return on ads can make that break even).
 */
import { centsText, divRoundBig } from "./pnl";

export type MetricsInput = { netSales: bigint; netProfit: bigint; adSpend: bigint; newCustomers: number };
export type Metrics = {
  mer: string | null;
  breakEvenMer: string | null;
  cac: string | null;
  newCustomers: number;
  reasons: { mer?: string; breakEvenMer?: string; cac?: string };
};

/** a ÷ b with two places ("3.48"). */
const ratio = (a: bigint, b: bigint) => centsText(divRoundBig(a * 100n, b));

export function pnlMetrics({ netSales, netProfit, adSpend, newCustomers }: MetricsInput): Metrics {
  const reasons: Metrics["reasons"] = {};
  let mer: string | null = null;
  if (adSpend === 0n) reasons.mer = "No ad spend in this period, so there is no return on it to measure.";
  else mer = ratio(netSales, adSpend);

  let breakEvenMer: string | null = null;
  const beforeAds = netProfit + adSpend;
  if (beforeAds === 0n)
    reasons.breakEvenMer = "Profit before ads is zero, so any ad spend is a loss: no return on ads breaks even.";
  else if (beforeAds < 0n) reasons.breakEvenMer = "Before ads you already lose money, so no return on ads breaks even.";
  else breakEvenMer = ratio(netSales, beforeAds);

  let cac: string | null = null;
  if (newCustomers === 0)
    reasons.cac =
      "No new customers in this period (buyers are counted by the customer in your imports; typed-in sales have none).";
  else cac = centsText(divRoundBig(adSpend, BigInt(newCustomers)));

  return { mer, breakEvenMer, cac, newCustomers, reasons };
}
