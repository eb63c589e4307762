/** The mentor's questions about the person's own figures: which kind, and which calendar period (decision 1306). */
import { describe, expect, it } from "vitest";
import { dataQuestion, periodIn } from "../../server/ai/knowledge/mentor/data-questions";
import { carefulTopic } from "../../server/ai/knowledge/mentor/careful-answers";

const today = new Date("2026-11-28T10:00:00Z");

describe("periodIn", () => {
  it("last month is the last calendar month, this month so far, a named month the latest begun", () => {
    expect(periodIn("How much did I make last month?", today)).toEqual({
      from: "2026-10-01",
      to: "2026-10-31",
      label: "October 2026",
    });
    expect(periodIn("and this month?", today)).toEqual({
      from: "2026-11-01",
      to: "2026-11-28",
      label: "November 2026 so far",
    });
    expect(periodIn("sales in December?", today)?.from).toBe("2025-12-01");
    expect(periodIn("What did I make in Feb?", new Date("2028-03-05T00:00:00Z"))?.to).toBe("2028-02-29");
    expect(periodIn("profit for September 2026", today)?.label).toBe("September 2026");
    expect(periodIn("profit for September 2027", today)).toBeNull();
  });

  it("a month word needs a word before it or a year: 'may I' is not May", () => {
    expect(periodIn("How much did I make, may I ask?", today)).toBeNull();
    expect(periodIn("How much did I make in may?", today)?.label).toBe("May 2026");
  });
});

describe("dataQuestion and carefulTopic", () => {
  it("recognises the person's own figures before a playbook's keywords", () => {
    expect(dataQuestion("What's my best product?", today)).toEqual({ kind: "best-product", period: null });
    expect(dataQuestion("What are my best-selling items this month?", today)?.kind).toBe("best-product");
    expect(dataQuestion("Am I profitable?", today)?.kind).toBe("profitable");
    expect(dataQuestion("Where does my money go?", today)?.kind).toBe("money-goes");
    expect(dataQuestion("What should I reorder?", today)).toEqual({ kind: "reorder" });
    expect(dataQuestion("How should I price my candles?", today)).toBeNull();
  });

  it("legal, licence, tax and age questions", () => {
    expect(carefulTopic("Do I need a food licence in Ohio?")).toBe("food");
    expect(carefulTopic("Is it legal for me to sell at 15?")).toBe("age");
    expect(carefulTopic("Do I need to register for VAT?")).toBe("tax");
    expect(carefulTopic("Do I need a business license?")).toBe("licence");
    expect(carefulTopic("How do I find my first customers?")).toBeNull();
  });
});
