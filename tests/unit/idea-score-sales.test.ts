/**
 * The published evidence rules read the person's recorded sales, and say why an overall moved
 * (docs/decisions/1491-idea-score-reads-real-sales.md, docs/guide/idea-tracker-and-roadmap.md#how-evidence-is-scored).
 */
import { describe, expect, it } from "vitest";
import {
  basisOf,
  explainChange,
  overallOf,
  salesLine,
  scoreEvidence,
  type EvidenceEntry,
  type SalesEvidence,
  type ScoreSnapshot,
} from "../../shared/domain/evidence-score";
import { salesEvidenceOf } from "../../server/modules/idea-tracker/sales-evidence";

const sales = (over: Partial<SalesEvidence> = {}): SalesEvidence => ({
  type: "sales",
  sales: 42,
  units: 57,
  amount: "630.00",
  currency: "GBP",
  days: 90,
  products: ["Lavender soy candle", "Cedar wax melt", "Fig reed diffuser"],
  productCount: 3,
  leftOut: 0,
  ...over,
});

/** A snapshot of the rules' score of `entries` with the description at `described`. */
function snapshot(entries: EvidenceEntry[], described: number): ScoreSnapshot {
  const r = scoreEvidence(entries);
  return {
    overall: overallOf(r, described).score,
    demand: r.demand.score,
    willingnessToPay: r.willingnessToPay.score,
    competition: r.competition.score,
    strength: r.strength,
    described,
    basis: basisOf(entries),
    salesDays: 90,
  };
}

describe("sales as evidence", () => {
  it("names the best seller, how many others, the period and the amount in the person's currency", () => {
    expect(salesLine(sales())).toBe(
      "42 sales of 'Lavender soy candle' and 2 other products in the last 90 days, £630 in all",
    );
    expect(salesLine(sales({ sales: 1, products: ["Lavender soy candle"], productCount: 1, amount: "14.50" }))).toBe(
      "1 sale of 'Lavender soy candle' in the last 90 days, £14.50 in all",
    );
    expect(salesLine(sales({ products: ["A", "B"], productCount: 2, leftOut: 3 }))).toBe(
      "42 sales of 'A' and 'B' in the last 90 days, £630 in all (3 more sales in another currency are left out until you add its rate in the profit and loss)",
    );
  });

  it("counts as paid demand: strong from 10 sales, some from 1, and cites the sales on both parts", () => {
    const r = scoreEvidence([sales()]);
    expect(r.strength).toBe("strong");
    expect(r.strengthReason).toBe("Strong: 42 sales in the last 90 days (10 or more)");
    expect(r.demand).toEqual({
      score: 100,
      reasons: ["42 sales of 'Lavender soy candle' and 2 other products in the last 90 days, £630 in all"],
    });
    expect(r.willingnessToPay).toEqual({
      score: 100,
      reasons: ["Customers paid £630 for 42 sales in the last 90 days"],
    });
    const few = scoreEvidence([sales({ sales: 2, amount: "30.00" })]);
    expect(few.strength).toBe("some");
    expect([few.demand.score, few.willingnessToPay.score]).toEqual([68, 76]);
    expect(scoreEvidence([sales({ sales: 0 })]).strength).toBe("none");
  });

  it("sits beside the hand-logged entries: the mean of the demand signals", () => {
    const r = scoreEvidence([{ type: "conversations", people: 10, wouldPay: 2, price: "12.00" }, sales({ sales: 3 })]);
    // 20% of 10 people → 20; 3 sales → 72; the mean 46.
    expect(r.demand.score).toBe(46);
    expect(r.demand.reasons).toHaveLength(2);
  });
});

describe("which sales belong to an idea", () => {
  const sold = (name: string, category: string | null, n: number, amount: string) => ({
    name,
    category,
    sales: n,
    units: n,
    amount,
    leftOut: 0,
    currency: "GBP",
  });
  const idea = { title: "Hand-poured candles", description: "Soy candles with local scents, sold at markets." };

  it("takes the products that read as the idea's trade, by name or else by category, and no others", () => {
    const found = salesEvidenceOf(idea, [
      sold("Lavender soy candle", null, 30, "450.00"),
      sold("lavender soy candle", "Candles", 10, "150.00"),
      sold("Autumn collection", "Candles", 2, "30.00"),
      sold("Gift box", "Candles", 4, "60.00"),
      sold("Silver ring", null, 5, "100.00"),
      sold("Mystery item", null, 1, "5.00"),
    ]);
    expect(found).toMatchObject({
      sales: 42,
      amount: "630.00",
      currency: "GBP",
      products: ["Lavender soy candle", "Autumn collection"],
      productCount: 2,
    });
  });

  it("finds nothing for an idea in no known trade, or without sales of its trade", () => {
    const unknown = { title: "Zorblax", description: "Quxx for everyone." };
    expect(salesEvidenceOf(unknown, [sold("Lavender soy candle", null, 3, "45.00")])).toBeUndefined();
    expect(salesEvidenceOf(idea, [sold("Silver ring", null, 5, "100.00")])).toBeUndefined();
    expect(salesEvidenceOf(idea, [])).toBeUndefined();
  });
});

describe("why the overall moved", () => {
  it("explains a drop from the first conversations that said no", () => {
    const before = snapshot([], 62);
    const after = snapshot([{ type: "conversations", people: 2, wouldPay: 0 }], 62);
    expect(explainChange(before, after)).toBe(
      "Down from 62 to 56: your first two conversations said no, which counts more than no conversations. " +
        "Your evidence now weighs 30% of the overall and scores 42, below the description's 62.",
    );
  });

  it("explains a rise from sales by the part that moved most", () => {
    const before = snapshot([], 62);
    const after = snapshot([sales()], 62);
    expect(explainChange(before, after)).toBe(
      "Up from 62 to 87: your recorded sales now count (42 sales in the last 90 days), so demand rose from 40 to 100.",
    );
  });

  it("explains more conversations moving a part, and a fall in sales weakening the evidence", () => {
    const log: EvidenceEntry[] = [{ type: "conversations", people: 10, wouldPay: 8, price: "10.00" }];
    const more: EvidenceEntry[] = [...log, { type: "conversations", people: 6, wouldPay: 0 }];
    expect(explainChange(snapshot(log, 60), snapshot(more, 60))).toBe(
      "Down from 68 to 54: six more conversations said no, so demand fell from 80 to 50.",
    );
    expect(explainChange(snapshot([sales({ sales: 12 })], 60), snapshot([sales({ sales: 4 })], 60))).toBe(
      "Down from 87 to 68: you made eight fewer sales in the last 90 days. " +
        'Your evidence strength is now "some", so it weighs 60% of the overall, not 90%; it scores 73, above the description\'s 60.',
    );
  });

  it("says nothing when the overall did not move, and still explains a score kept without its counts", () => {
    const same = snapshot([{ type: "note", text: "x" }], 60);
    expect(explainChange(same, same)).toBeNull();
    const { basis: _b, ...before } = snapshot([], 70);
    const { basis: _a, ...after } = snapshot([{ type: "competitor", name: "Yankee" }], 70);
    expect(explainChange(before, after)).toMatch(/^Down from 70 to 63: your evidence now weighs 30%/);
  });
});
