/** The published evidence rules at their edges (docs/decisions/1315-ideas-scored-from-evidence.md). */
import { describe, expect, it } from "vitest";
import {
  clampToRule,
  dollars,
  evidenceForPrompt,
  PROMPT_EVIDENCE_BUDGET,
  overallOf,
  scoreEvidence,
  strengthOf,
  tally,
  type EvidenceEntry,
} from "../../shared/domain/evidence-score";

const conv = (people: number, wouldPay: number, price?: string): EvidenceEntry => ({
  type: "conversations",
  people,
  wouldPay,
  ...(price ? { price } : {}),
});
const strength = (entries: EvidenceEntry[]) => strengthOf(tally(entries)).strength;

describe("the strength meter", () => {
  it.each<[string, EvidenceEntry[], string]>([
    ["nothing", [], "none"],
    ["a note", [{ type: "note", text: "x" }], "anecdotal"],
    ["9 people", [conv(9, 9)], "anecdotal"],
    ["10 people", [conv(10, 0)], "some"],
    ["99 visits", [{ type: "signups", visits: 99, signups: 50 }], "anecdotal"],
    ["100 visits", [{ type: "signups", visits: 100, signups: 0 }], "some"],
    ["1 pre-order", [{ type: "preorders", count: 1, amount: "5.00" }], "some"],
    ["9 pre-orders", [{ type: "preorders", count: 9, amount: "5.00" }], "some"],
    ["10 pre-orders", [{ type: "preorders", count: 10, amount: "5.00" }], "strong"],
    ["20 people, 99 visits", [conv(20, 5), { type: "signups", visits: 99, signups: 1 }], "some"],
    ["20 people, 100 visits", [conv(20, 5), { type: "signups", visits: 100, signups: 1 }], "strong"],
    ["19 people, 100 visits", [conv(19, 5), { type: "signups", visits: 100, signups: 1 }], "some"],
  ])("%s → %s", (_, entries, expected) => {
    expect(strength(entries)).toBe(expected);
  });
});

describe("the scores", () => {
  it("with no evidence says so on every part", () => {
    const r = scoreEvidence([]);
    expect([r.demand.score, r.willingnessToPay.score, r.competition.score]).toEqual([40, 40, 50]);
    expect(r.demand.reasons[0]).toMatch(/^No evidence of demand yet/);
    expect(r.willingnessToPay.reasons[0]).toMatch(/^No one has been asked to pay yet/);
    expect(r.competition.reasons).toEqual(["No competitor named yet: an unknown market is not an open one"]);
  });

  it("cites conversations with the lowest price named by those who would pay", () => {
    const r = scoreEvidence([conv(5, 3, "15.00"), conv(4, 0, "5.00")]);
    expect(r.demand.reasons).toEqual(["3 of 9 people you spoke to would pay $15 or more"]);
    // 3 of 9 is 33%: pulled toward 50 by the 9 of 10 people it takes for a full weight.
    expect(r.demand.score).toBe(35);
    expect(r.willingnessToPay.score).toBe(35);
  });

  it("without a price named, willingness to pay stays at 60 or less", () => {
    const r = scoreEvidence([conv(10, 10)]);
    expect(r.demand.score).toBe(100);
    expect(r.willingnessToPay.score).toBe(60);
    expect(r.willingnessToPay.reasons[0]).toBe("10 of 10 people you spoke to would pay, but no price was named yet");
  });

  it("reads sign-up rates (10% and more is full marks at 100 visits) and pre-orders", () => {
    expect(scoreEvidence([{ type: "signups", visits: 100, signups: 10 }]).demand.score).toBe(100);
    expect(scoreEvidence([{ type: "signups", visits: 100, signups: 5 }]).demand.score).toBe(50);
    expect(scoreEvidence([{ type: "signups", visits: 50, signups: 0 }]).demand.score).toBe(25);
    const pre = scoreEvidence([{ type: "preorders", count: 10, amount: "150.50" }]);
    expect(pre.demand.score).toBe(100);
    expect(pre.willingnessToPay).toEqual({ score: 100, reasons: ["10 people already paid: $150.50 in pre-orders"] });
  });

  it("counts named competitors once each: 70 for one, never under 20", () => {
    const one = scoreEvidence([
      { type: "competitor", name: "Barkbox", price: "29.99" },
      { type: "competitor", name: " barkbox " },
    ]);
    expect(one.competition).toEqual({ score: 70, reasons: ["1 competitor named: Barkbox ($29.99)"] });
    const many = scoreEvidence(
      Array.from({ length: 8 }, (_, i): EvidenceEntry => ({ type: "competitor", name: `C${i}` })),
    ).competition;
    expect(many.score).toBe(20);
    expect(many.reasons[0]).toBe("8 competitors named: C0, C1, C2 and 5 more");
  });
});

describe("the overall", () => {
  it("with no evidence is the description's score held at 79", () => {
    expect(overallOf(scoreEvidence([]), 79).score).toBe(79);
    expect(overallOf(scoreEvidence([]), 80)).toEqual({
      score: 79,
      reasons: [
        "No evidence logged yet: this rests on the description alone",
        "Held at 79: with no evidence logged an idea cannot reach 80 or more",
      ],
    });
    expect(overallOf(scoreEvidence([]), 100).score).toBe(79);
  });

  it("anecdotal evidence cannot reach 80 either; some evidence stops at 89; strong reaches 100", () => {
    expect(overallOf(scoreEvidence([conv(9, 9, "20")]), 100).score).toBe(79);
    expect(overallOf(scoreEvidence([conv(10, 10, "20")]), 100).score).toBe(89);
    const strong = scoreEvidence([
      conv(20, 20, "20"),
      { type: "preorders", count: 30, amount: "600" },
      { type: "signups", visits: 100, signups: 20 },
    ]);
    expect(strong.strength).toBe("strong");
    expect(overallOf(strong, 100).score).toBeGreaterThanOrEqual(80);
  });

  it("poor evidence pulls a hopeful description down", () => {
    const r = scoreEvidence([conv(20, 0, "10"), { type: "signups", visits: 100, signups: 0 }]);
    expect(r.strength).toBe("strong");
    expect(overallOf(r, 90).score).toBeLessThan(40);
  });
});

describe("a model's part score", () => {
  it("is held within 10 points of the rule, and to the rule itself when nothing is logged", () => {
    const rule = { score: 55, reasons: ["x"] };
    expect(clampToRule(99, rule, "anecdotal")).toBe(65);
    expect(clampToRule(0, rule, "some")).toBe(45);
    expect(clampToRule(60, rule, "strong")).toBe(60);
    expect(clampToRule(99, rule, "none")).toBe(55);
    expect(clampToRule(undefined, rule, "strong")).toBe(55);
  });
});

it("writes dollars without empty cents", () => {
  expect([dollars(1500), dollars(1550), dollars(123456)]).toEqual(["$15", "$15.50", "$1,234.56"]);
});

describe("the log in a model's prompt", () => {
  it("says when nothing is logged", () => {
    expect(evidenceForPrompt([])).toEqual(["- (nothing logged yet)"]);
  });

  it("stays within its budget with 200 long notes, totals first, the newest entries kept", () => {
    const notes = Array.from({ length: 200 }, (_, i): EvidenceEntry => ({
      type: "note",
      text: `${i} ${"x".repeat(990)}`,
    }));
    const lines = evidenceForPrompt([conv(5, 3, "15"), ...notes]);
    expect(lines.join("\n").length).toBeLessThanOrEqual(PROMPT_EVIDENCE_BUDGET + 400);
    expect(lines[0]).toBe(
      "- Totals of 201 entries: 3 of 5 people would pay; no pre-orders; no sign-ups; 0 competitors named",
    );
    expect(lines[1]).toMatch(/^- \(\d+ older entries left out for length; the totals count them\)$/);
    expect(lines.at(-1)).toMatch(/^- Note: 199 x+\.\.\.$/);
    expect(lines.every((l) => l.length <= 242)).toBe(true);
  });
});
