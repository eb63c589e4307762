/** Which questions ask whether ads pay off (docs/decisions/1063-mentor-and-analytics-read-mer.md). */
import { describe, expect, it } from "vitest";
import { dataQuestion } from "../../server/ai/knowledge/mentor/data-questions";

const today = new Date("2026-11-15T10:00:00Z");

describe("ads questions", () => {
  it.each([
    "Are my ads paying off?",
    "are my ads worth it",
    "Is my ad spend paying off?",
    "Is my advertising working?",
    "Do my ads pay for themselves?",
    "What's my ROAS?",
    "what is my MER this month",
    "What does a new customer cost me?",
    "How are my ads doing?",
    "What's my return on ad spend?",
  ])("%s", (q) => {
    expect(dataQuestion(q, today)?.kind).toBe("ads");
  });

  it("keeps the period the question names", () => {
    expect(dataQuestion("Were my ads paying off in October?", today)).toEqual({
      kind: "ads",
      period: { from: "2026-10-01", to: "2026-10-31", label: "October 2026" },
    });
  });

  it("leaves other questions to their own answers", () => {
    expect(dataQuestion("Am I profitable?", today)?.kind).toBe("profitable");
    expect(dataQuestion("How do I write a good ad?", today)).toBeNull();
    expect(dataQuestion("Should I run Facebook ads?", today)).toBeNull();
  });
});
