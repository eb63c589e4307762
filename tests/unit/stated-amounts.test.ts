/**
 * A price and a budget written in an idea's description are told apart, and an amount stops at its last digit
 * (docs/decisions/1463-stated-price-and-budget.md): "with a budget of $1,000." was read as the price "$1,000.".
 */
import { describe, expect, it } from "vitest";
import { statedAmounts } from "../../server/ai/knowledge/validation/stated-amounts";

describe("statedAmounts", () => {
  it.each([
    ["Handmade soy candles, with a budget of $1,000.", { budget: "$1,000" }],
    ["My budget is $500. Candles at $24 each.", { budget: "$500", price: "$24" }],
    ["Candles at $24 each. I have $500 to start.", { price: "$24", budget: "$500" }],
    ["I saved $2k and will sell mugs for $18.50.", { budget: "$2k", price: "$18.50" }],
    ["A $1,000 budget for a $29/month box", { budget: "$1,000", price: "$29" }],
    ["Priced at €9.99, startup costs £300", { price: "€9.99", budget: "£300" }],
    ["Invest $1,500 in stock; sell at $12.", { budget: "$1,500", price: "$12" }],
    ["Tutoring at $30 an hour.", { price: "$30" }],
    ["No money figures here, 1,000 followers.", {}],
  ])("%s", (text, expected) => {
    expect(statedAmounts(text)).toEqual(expected);
  });
});
