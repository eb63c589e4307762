/**
 * The mentor's answers from the person's own data (docs/decisions/1306-mentor-answers-from-data.md,
 * docs/guide/ai-mentor.md#questions-about-your-own-business): the best product, what they made in a period, whether
 * they are profitable, where the money goes and whether ads pay off come from the P&L (the finance module's front door, the same rows and
 * totals as the P&L screen), what to reorder from the one restock rule (server/orders/restock.ts, as the reorder
 * list), each figure in the P&L's home currency with the period and the screen it comes from. Legal, licence, tax
 * and age questions get the careful, place-aware answer. Written here on every engine: a model could misquote a
 * figure (as for "What do you know about me?", docs/decisions/1301-facts-in-the-prompt.md).
 */
import type { AppContext } from "../../context";
import type { BusinessProfile } from "../../../shared/contracts/business-profile";
import type { PnlResponse } from "../../../shared/contracts/finance";
import { formatMoney, moneyFromDecimal } from "../../../shared/domain/currency-money";
import { textCents } from "../../../shared/domain/pnl";
import { runOutDate, suggestedQuantity } from "../../../shared/domain/stock";
import { countOf } from "../../../shared/domain/words";
import { dataQuestion, last30Days, type DataQuestion, type Period } from "../../ai/knowledge/mentor/data-questions";
import { carefulAnswer, carefulTopic } from "../../ai/knowledge/mentor/careful-answers";
import { markdownText } from "../../ai/knowledge/mentor/markdown-text";
import { profileReader } from "../business-profile";
import { createFinanceRepository, createFinanceService } from "../finance";
import { restockItems } from "../../orders/restock";
import { nextAnswer } from "./next-answer";
import { createMentorRepository } from "./ai-mentor.repository";
import { createMentorFactsRepository } from "./mentor-facts.repository";
import { asksWhatToBuy, rememberedFacts, whatToBuyFirst } from "../../ai/knowledge/mentor/remembered";
import { profileBudget } from "../../../shared/tools/profile-inputs";

/** The person's business profile (its module's reader), or null before they saved one. */
export async function readProfile(ctx: AppContext, userId: number): Promise<BusinessProfile | null> {
  const read = await createMentorFactsRepository(ctx.db).profile(profileReader.sql(userId));
  return read === null || read === undefined ? null : profileReader.parse(read);
}

const PNL_LINK = "[Profit & Loss](/profit-and-loss)";
const REORDER_LINK = "[Inventory Tracker](/inventory-tracker)";
const byCents = (a: string, b: string) => {
  const d = textCents(b) - textCents(a);
  return d > 0n ? 1 : d < 0n ? -1 : 0;
};

/** The mentor's answer from data or the careful answer, or null for a question neither covers. */
export async function answerFromData(
  ctx: AppContext,
  userId: number,
  question: string,
  profile: BusinessProfile | null,
  today = new Date(),
): Promise<string | null> {
  const asked = dataQuestion(question, today);
  if (asked?.kind === "reorder") return reorderAnswer(ctx, userId, today);
  if (asked?.kind === "next") return nextAnswer(ctx, userId, today);
  if (asked) return pnlAnswer(ctx, userId, asked, today);
  const buying = asksWhatToBuy(question);
  const careful = buying ? null : carefulTopic(question);
  if (!buying && !careful) return null;
  // What the person told the mentor changes the answer, not only its closing line (decision 1477).
  const remembered = await rememberedOf(ctx, userId, profile);
  if (buying)
    return whatToBuyFirst(
      remembered,
      { budget: profile ? profileBudget(profile) : null, sells: profile?.sells, currency: profile?.currency },
      markdownText,
    );
  // A remembered place stands in for a profile without a country ("I live in Ohio").
  const place =
    !profile?.country && remembered.place?.country
      ? { ...(profile ?? {}), country: remembered.place.country, region: remembered.place.region ?? null }
      : (profile ?? {});
  return carefulAnswer(question, careful!, place, markdownText);
}

/** The facts in the person's mentor memories, newest first, amounts read in the profile's currency. */
export async function rememberedOf(ctx: AppContext, userId: number, profile: BusinessProfile | null) {
  const memories = await createMentorRepository(ctx.db).listMemories(userId);
  return rememberedFacts(memories.map((m) => m.text).reverse(), profile?.currency ?? "USD");
}

const NO_SALES = [
  "You have no sales in HustleForge yet, so I have no figures to answer from.",
  "Record your first sale: import a file from Shopify, Etsy, Amazon or Stripe on [Imports](/imports), or add a sale by " +
    `hand with **Sell** on an item in the ${REORDER_LINK}. Then ask me again and I will answer with your own numbers.`,
].join("\n\n");

async function pnlAnswer(
  ctx: AppContext,
  userId: number,
  asked: Exclude<DataQuestion, { kind: "reorder" } | { kind: "next" }>,
  today: Date,
): Promise<string> {
  const period: Period = asked.period ?? last30Days(today);
  const finance = createFinanceService(createFinanceRepository(ctx.db));
  const [pnl, any] = await Promise.all([
    finance.pnl(userId, { from: period.from, to: period.to, groupBy: "product" }),
    createMentorFactsRepository(ctx.db).anyOrder(userId),
  ]);
  if (!any) return NO_SALES;
  const money = (decimal: string) => {
    const m = moneyFromDecimal(decimal, pnl.currency);
    return m ? formatMoney(m) : `${decimal} ${pnl.currency}`;
  };
  const source = `_From your ${PNL_LINK}, ${period.from} to ${period.to}, in ${pnl.currency}._`;
  if (pnl.totals.orders === 0)
    return [
      `You had no sales in ${period.label} (${period.from} to ${period.to}), so there is nothing to count there yet.`,
      `Ask about another month ("How much did I make in October?") or open the ${PNL_LINK} for any range.`,
    ].join("\n\n");
  const parts =
    asked.kind === "best-product"
      ? bestProduct(pnl, period, money)
      : asked.kind === "earnings"
        ? earnings(pnl, period, money)
        : asked.kind === "profitable"
          ? [...profitable(pnl, period, money), ...moneyGoes(pnl, money)]
          : asked.kind === "ads"
            ? adsPayingOff(pnl, period, money)
            : moneyGoes(pnl, money, period);
  return [...parts, ...warnings(pnl), source].join("\n\n");
}

type Money = (decimal: string) => string;

function bestProduct(pnl: PnlResponse, period: Period, money: Money): string[] {
  const products = pnl.rows.filter((r) => !r.key.startsWith("_") && r.orders > 0);
  if (products.length === 0) return [`Your sales in ${period.label} have no product lines to compare.`];
  const byProfit = [...products].sort((a, b) => byCents(a.netProfit, b.netProfit) || a.label.localeCompare(b.label));
  const byUnits = [...products].sort((a, b) => b.units - a.units || a.label.localeCompare(b.label));
  const best = byProfit[0];
  const most = byUnits[0];
  const name = (label: string) => `**${markdownText(label)}**`;
  const out = [
    `Your best product in ${period.label} by net profit is ${name(best.label)}: ${money(best.netProfit)} net profit on ${money(best.netSales)} net sales (${countOf(best.units, "unit")} sold).`,
    most === best
      ? `It also sold the most units.`
      : `By units sold it is ${name(most.label)}: ${countOf(most.units, "unit")} (${money(most.netProfit)} net profit).`,
  ];
  if (products.length > 1)
    out.push(
      `By net profit:\n${byProfit
        .slice(0, 5)
        .map((r) => `- ${markdownText(r.label)}: ${money(r.netProfit)} (${countOf(r.units, "unit")})`)
        .join("\n")}`,
    );
  return out;
}

function earnings(pnl: PnlResponse, period: Period, money: Money): string[] {
  const t = pnl.totals;
  const margin = t.margin ? `, a ${t.margin}% margin` : "";
  return [
    `In ${period.label} you made **${money(t.netProfit)}** net profit on ${money(t.netSales)} net sales (${countOf(t.orders, "order")}${margin}).`,
  ];
}

function profitable(pnl: PnlResponse, period: Period, money: Money): string[] {
  const t = pnl.totals;
  const profit = textCents(t.netProfit);
  const margin = t.margin ? ` (a ${t.margin}% margin)` : "";
  if (profit > 0n)
    return [
      `Yes: in ${period.label} you made **${money(t.netProfit)}** net profit on ${money(t.netSales)} net sales${margin}.`,
    ];
  if (profit === 0n) return [`You broke even in ${period.label}: ${money(t.netSales)} net sales and no profit left.`];
  return [
    `Not yet: in ${period.label} you lost **${money(t.netProfit.replace(/^-/, ""))}** on ${money(t.netSales)} net sales. Here is where the money went:`,
  ];
}

function moneyGoes(pnl: PnlResponse, money: Money, period?: Period): string[] {
  const t = pnl.totals;
  const costs: [string, string][] = [
    ["Product costs (what your products cost you)", t.cogs],
    ["Fees (payment and platform)", t.fees],
    ["Ads and other expenses", t.expenses],
    ["Discounts", t.discounts],
    ["Refunds", t.refunds],
  ];
  const shipping = textCents(t.shipping);
  if (shipping < 0n) costs.push(["Shipping", t.shipping.replace(/^-/, "")]);
  const listed = costs.filter(([, v]) => textCents(v) > 0n).sort(([, a], [, b]) => byCents(a, b));
  const head = period
    ? `In ${period.label}, out of ${money(t.grossSales)} of sales, your money went to:`
    : `Out of ${money(t.grossSales)} of sales:`;
  const out = [
    listed.length
      ? `${head}\n${listed.map(([what, v]) => `- ${what}: ${money(v)}`).join("\n")}`
      : `${head} no costs are recorded yet (add product costs and expenses in the ${PNL_LINK}).`,
  ];
  if (shipping > 0n) out.push(`Customers paid ${money(t.shipping)} for shipping, counted as income.`);
  out.push(`What is left is **${money(t.netProfit)}** net profit.`);
  return out;
}

/**
 * "Are my ads paying off?" from the P&L's profit after ads (docs/decisions/1063-mentor-and-analytics-read-mer.md):
 * MER against break-even MER, what a new customer cost, spend by platform; each null figure says why.
 */
function adsPayingOff(pnl: PnlResponse, period: Period, money: Money): string[] {
  const t = pnl.totals;
  const m = pnl.metrics;
  if (textCents(t.adSpend) === 0n || m.mer === null)
    return [
      `You recorded no ad spend in ${period.label}, so there is no return on ads to measure: ${money(t.netSales)} net sales came without paid ads.`,
      `Import your Meta, Google or TikTok Ads export or your Etsy statement on [Imports](/imports), or add ad expenses on the ${PNL_LINK}, and ask me again.`,
    ];
  const out = [
    `In ${period.label} you spent **${money(t.adSpend)}** on ads and made ${money(t.netSales)} net sales: a MER (net sales ÷ ad spend) of **${m.mer}**.`,
  ];
  if (m.breakEvenMer === null) out.push(`There is no break-even MER: ${m.reasons.breakEvenMer ?? ""}`.trim());
  else if (Number(m.mer) >= Number(m.breakEvenMer))
    out.push(
      `Yes, your ads are paying off: your break-even MER is **${m.breakEvenMer}** (below it, ads cost more than they bring), and you are above it. Profit after ads is **${money(t.netProfit)}**.`,
    );
  else
    out.push(
      `Not yet: your break-even MER is **${m.breakEvenMer}** and you are below it, so your ads cost more than the profit they bring. Profit after ads is **${money(t.netProfit)}**.`,
    );
  out.push(
    m.cac === null
      ? `Cost per new customer: not known. ${m.reasons.cac ?? ""}`.trim()
      : `${countOf(m.newCustomers, "new customer")} cost you **${money(m.cac)}** each in ads.`,
  );
  if (pnl.adPlatforms.length) {
    const line = (p: PnlResponse["adPlatforms"][number]) =>
      `- ${markdownText(p.label)}: ${money(p.adSpend)}` +
      (p.sales === null ? "" : ` (sales there ${money(p.sales)}${p.roas ? `, ${p.roas}×` : ""})`);
    out.push(`By platform:\n${pnl.adPlatforms.map(line).join("\n")}`);
  }
  return out;
}

/** The P&L's own warnings that change how to read the figures: sample orders, lines without a cost, estimates. */
function warnings(pnl: PnlResponse): string[] {
  const shown = new Set(["sample_data", "missing_cost", "missing_rate", "channel_gap", "margin_over_100"]);
  return pnl.warnings.filter((w) => shown.has(w.code)).map((w) => `_Note: ${w.message}_`);
}

async function reorderAnswer(ctx: AppContext, userId: number, today: Date): Promise<string> {
  const items = await restockItems(ctx.db, userId, today);
  if (items.length === 0)
    return `Nothing needs reordering today: every item in your ${REORDER_LINK} is above its reorder point and not running out within its lead time.`;
  const lines = items.slice(0, 8).map((r) => {
    const { item } = r;
    const qty = suggestedQuantity(item.quantity, r.rate, item);
    const left = item.quantity === 0 ? "out of stock" : `${item.quantity} left`;
    const out = runOutDate(r.daysOfSupply, today);
    const lead = item.leadTimeDays ? `; lead time ${countOf(item.leadTimeDays, "day")}` : "";
    const by = out ? `; runs out around ${out}` : "";
    const order = qty > 0 ? `order ${qty}` : "reorder";
    return `- **${markdownText(item.productName)}**: ${left}${by}${lead}: ${order}${r.runningOut && item.leadTimeDays ? " now, so it arrives in time" : ""}`;
  });
  return [
    `${countOf(items.length, "item")} to reorder, by the same rule as your reorder list (at or under the reorder point, or running out within the lead time):`,
    lines.join("\n"),
    `_From the reorder list in your ${REORDER_LINK}, today ${today.toISOString().slice(0, 10)}._`,
  ].join("\n\n");
}
