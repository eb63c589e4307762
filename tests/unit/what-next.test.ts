/** The weakest evidence and the week's suggestion (docs/decisions/1472-what-next-from-the-weakest-evidence.md). */
import { describe, expect, it } from "vitest";
import {
  evidenceToCollect,
  suggestionOfTheWeek,
  weakestEvidence,
  type IdeaEvidence,
} from "../../shared/domain/what-next";
import type { EvidenceScore } from "../../shared/contracts/idea-evidence";

const part = (score: number) => ({ score, reasons: [] });
const scored = (strength: EvidenceScore["strength"], overall: number): EvidenceScore => ({
  demand: part(50),
  willingnessToPay: part(50),
  competition: part(50),
  overall: part(overall),
  strength,
  strengthReason: "",
  evidenceCount: 1,
  scoredAt: "2026-11-28T00:00:00.000Z",
});
const idea = (id: number, evidence: EvidenceScore | null): IdeaEvidence => ({ id, title: `Idea ${id}`, evidence });

describe("weakestEvidence", () => {
  it("takes the lowest strength, then the lowest overall, never a strong one", () => {
    expect(weakestEvidence([idea(1, scored("some", 40)), idea(2, scored("anecdotal", 70))])?.id).toBe(2);
    expect(weakestEvidence([idea(1, scored("anecdotal", 60)), idea(2, scored("anecdotal", 50))])?.id).toBe(2);
    expect(weakestEvidence([idea(1, scored("some", 40)), idea(2, null)])?.id).toBe(2);
    expect(weakestEvidence([idea(1, scored("strong", 90))])).toBeNull();
    expect(weakestEvidence([])).toBeNull();
  });

  it("says what to collect by the published thresholds", () => {
    expect(evidenceToCollect(idea(1, null))).toMatch(/^Talk to 5 people/);
    expect(evidenceToCollect(idea(1, scored("anecdotal", 50)))).toMatch(/10 conversations, 100 page visits/);
    expect(evidenceToCollect(idea(1, scored("some", 50)))).toMatch(/^Take 10 pre-orders/);
  });
});

describe("suggestionOfTheWeek", () => {
  it("the roadmap's step first, then the weakest evidence, then the first sale", () => {
    const weak = idea(3, null);
    expect(suggestionOfTheWeek({ hasSales: false, roadmapNext: "Post three photos", weakest: weak }).from).toBe(
      "roadmap",
    );
    expect(suggestionOfTheWeek({ hasSales: false, roadmapNext: null, weakest: weak }).from).toBe("evidence");
    expect(suggestionOfTheWeek({ hasSales: false, roadmapNext: null, weakest: null }).from).toBe("first-sale");
    expect(suggestionOfTheWeek({ hasSales: true, roadmapNext: null, weakest: null }).from).toBe("profile");
  });
});
