/**
 * What the statement and ads report parsers share (docs/decisions/1050-statement-costs-beside-orders.md,
 * docs/decisions/1052-ad-spend-as-expenses.md): an id for a row the platform gives none, and ad spend summed per
 * platform, campaign, day and currency.
 */
import { createHash } from "node:crypto";
import type { AdPlatform, ImportedExpense } from "../../../../shared/contracts/imports";
import { centsToDecimal } from "../../../../shared/domain/money";
import type { CsvRow } from "./csv-reader";
import { RowProblem } from "./values";

const digest = (text: string, length: number) => createHash("sha256").update(text).digest("hex").slice(0, length);

/**
 * Ids for rows that have none (an Etsy statement's, a Shopify Payments export's): made of the row's cells, and of how
 * many identical rows came before it in the file, so the same file read again gives the same ids and two identical
 * rows (two equal fees of one order) stay two.
 */
export class RowIds {
  private readonly seen = new Map<string, number>();
  constructor(private readonly prefix: string) {}

  of(row: CsvRow): string {
    const content = row.cells.map((c) => c.trim()).join("\u0001");
    const n = (this.seen.get(content) ?? 0) + 1;
    this.seen.set(content, n);
    return `${this.prefix}:${digest(`${content}\u0002${n}`, 40)}`;
  }
}

/** Longest campaign name kept (expenses.campaign). */
export const CAMPAIGN_MAX = 255;

/** A campaign's name from its cell: required, at most 255 characters. */
export function campaignOf(raw: string, label: string): string {
  const name = raw.trim();
  if (!name) throw new RowProblem(`${label} is missing`);
  if (name.length > CAMPAIGN_MAX) throw new RowProblem(`${label} must be at most ${CAMPAIGN_MAX} characters`);
  return name;
}

const PLATFORM_NAMES: Record<AdPlatform, string> = {
  meta: "Meta",
  google: "Google",
  tiktok: "TikTok",
  etsy: "Etsy",
};

/**
 * Ad spend summed per campaign, day and currency: a report broken down further (by ad set, placement) is one expense
 * per campaign and day. Its id is the platform, day, currency and the campaign's name, so a later report of the same
 * days adds nothing twice.
 */
export class AdSpend {
  private readonly sums = new Map<
    string,
    { line: number; campaign: string; date: string; currency: string; cents: number }
  >();
  constructor(private readonly platform: AdPlatform) {}

  add(line: number, campaign: string, date: string, currency: string, cents: number): void {
    const key = `${date}\u0001${currency}\u0001${campaign}`;
    const sum = this.sums.get(key);
    if (sum) sum.cents += cents;
    else this.sums.set(key, { line, campaign, date, currency, cents });
  }

  expenses(): ImportedExpense[] {
    const out: ImportedExpense[] = [];
    for (const s of this.sums.values()) {
      if (s.cents === 0) continue;
      out.push({
        line: s.line,
        externalId: `ads:${this.platform}:${s.date}:${s.currency}:${digest(s.campaign, 32)}`,
        date: s.date,
        category: "ads",
        amount: centsToDecimal(s.cents),
        currency: s.currency,
        note: `${PLATFORM_NAMES[this.platform]} ads: ${s.campaign}`,
        source: this.platform,
        platform: this.platform,
        campaign: s.campaign,
      });
    }
    return out.sort((a, b) => a.line - b.line);
  }
}

/**
 * A row that says it is a report's total, not a day's spend: its first cell is "Total", "Total: Account",
 * "Total: Campaigns" or "Total of 12 results" (a campaign named "Total Wine" is a campaign).
 */
export const isTotalRow = (row: CsvRow) => {
  const first = row.cells.find((c) => c.trim() !== "") ?? "";
  return /^total(?:\s*:|\s*$|\s+of\b)/i.test(first.trim());
};
