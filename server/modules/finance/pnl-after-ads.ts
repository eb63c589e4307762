/**
 * The P&L's estimated fees, what it cannot see, and profit after ads (docs/decisions/1060-estimated-fees-from-a-dated-schedule.md,
 * docs/decisions/1061-what-the-pnl-cannot-see.md, docs/decisions/1062-profit-after-ads-metrics.md): pure steps the
 * service runs over the database's rows and extras (pnl-extras.repository.ts).
 */
import type { AdPlatform, PnlWarning } from "../../../shared/contracts/finance";
import { formatMoney, moneyFromDecimal } from "../../../shared/domain/currency-money";
import {
  centsText,
  divRoundBig,
  netProfitCents,
  netSalesCents,
  textCents,
  type PnlAmounts,
} from "../../../shared/domain/pnl";
import type { PnlExtras } from "./pnl-extras.repository";

const AD_PLATFORM_LABELS: Record<string, string> = {
  meta: "Meta (Facebook and Instagram)",
  google: "Google Ads",
  tiktok: "TikTok",
  etsy: "Etsy Ads",
  amazon: "Amazon Ads",
  pinterest: "Pinterest",
  _typed: "Typed in",
};

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

export function moneyText(decimal: string, currency: string): string {
  const m = moneyFromDecimal(decimal, currency);
  return m ? formatMoney(m) : `${decimal} ${currency}`;
}

/** Ad spend by platform; sales beside it where the platform also sells (Etsy, TikTok Shop). */
export function adPlatforms(extras: PnlExtras): AdPlatform[] {
  return extras.adPlatforms.map(({ platform, amount }) => {
    const sales = extras.platformSales.get(platform) ?? null;
    const spend = textCents(amount);
    return {
      platform,
      label: AD_PLATFORM_LABELS[platform] ?? platform.charAt(0).toUpperCase() + platform.slice(1),
      adSpend: amount,
      sales,
      roas: sales !== null && spend > 0n ? centsText(divRoundBig(textCents(sales) * 100n, spend)) : null,
    };
  });
}

const GAP_MESSAGES: Record<string, (n: number, fee: string) => string> = {
  etsy: (n, fee) =>
    `Etsy postage is not in the sold-items export: import your Etsy statement. It also brings Etsy's real fees and your Etsy Ads; until then the fees of ${plural(n, "Etsy order")} (${fee}) are estimated from Etsy's fee schedule.`,
  shopify: (n, fee) =>
    `Shopify's orders export has no payment fees and no shipping labels: import your Shopify Payments transactions. Until then the fees of ${plural(n, "Shopify order")} (${fee}) are estimated from your plan's card rate.`,
  amazon: (n, fee) =>
    `${plural(n, "Amazon order")} came without fees: their referral fees (${fee}) are estimated from Amazon's fee schedule. Import an Amazon report with fees for the real ones.`,
  stripe: (n, fee) =>
    `${plural(n, "Stripe charge")} came without fees: their fees (${fee}) are estimated from Stripe's standard rate. Import your Stripe balance export for the real ones.`,
};

/** One warning per channel whose orders of the period have estimated fees, with the months they fall in. */
export function channelGaps(extras: PnlExtras, currency: string, from: string, to: string): PnlWarning[] {
  const byChannel = new Map<string, { orders: number; fee: bigint; months: string[] }>();
  for (const e of extras.estimatedOrders) {
    const c = byChannel.get(e.channel) ?? { orders: 0, fee: 0n, months: [] };
    c.orders += e.orders;
    c.fee += textCents(e.fee);
    c.months.push(e.month);
    byChannel.set(e.channel, c);
  }
  return [...byChannel].flatMap(([channel, c]) => {
    const message = GAP_MESSAGES[channel];
    if (!message || c.orders === 0) return [];
    return [
      {
        code: "channel_gap" as const,
        count: c.orders,
        message: message(c.orders, moneyText(centsText(c.fee), currency)),
        details: c.months,
        channel,
        period: { from, to },
      },
    ];
  });
}

const overHundred = (a: PnlAmounts) => netSalesCents(a) > 0n && netProfitCents(a) > netSalesCents(a);

/**
 * A margin above 100% (net profit above net sales) only happens when shipping charged or a credit outweighs every
 * cost; the warning names which, and what may be missing, for the totals and each row above 100%.
 */
export function marginWarning(
  rows: { label: string; amounts: PnlAmounts }[],
  totals: PnlAmounts,
  missingCostLines: number,
  currency: string,
): PnlWarning | null {
  const over = rows.filter((r) => overHundred(r.amounts)).map((r) => r.label);
  if (overHundred(totals)) over.push("Total");
  if (over.length === 0) return null;
  const t = totals;
  const reasons: string[] = [];
  if (t.shipping > 0n)
    reasons.push(`customers paid ${moneyText(centsText(t.shipping), currency)} for shipping, which counts as income`);
  if (t.expenses < 0n)
    reasons.push(`your expenses add up to a credit of ${moneyText(centsText(-t.expenses), currency)}`);
  if (missingCostLines > 0)
    reasons.push(
      `${plural(missingCostLines, "product line")} ${missingCostLines === 1 ? "has" : "have"} no known cost`,
    );
  else if (t.cogs === 0n) reasons.push("no cost of goods is recorded");
  if (t.fees === 0n) reasons.push("no fees are recorded");
  const why = reasons.length ? reasons.join("; ") : "costs are missing";
  return {
    code: "margin_over_100",
    count: over.length,
    message: `A margin above 100% means more profit than sales (${over.join(", ")}). Here: ${why}. Postage you paid, costs of goods and fees that are not recorded yet would bring it down: import your statements and set your products' costs.`,
    details: over,
  };
}
