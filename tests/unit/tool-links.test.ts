/** The prefill addresses catalogues use to open other tools (client/src/lib/tool-links.ts), and the min-score rule. */
import { describe, expect, it } from "vitest";
import {
  marketResearchUrl,
  profitCalculatorUrl,
  quickValidationUrl,
  readMarketResearchPrefill,
  readQuickValidationPrefill,
} from "../../client/src/lib/tool-links";
import { parseMinTrendScore } from "../../shared/contracts/trending-products";

const search = (url: string) => url.slice(url.indexOf("?"));

describe("tool links", () => {
  it("carries a product and its description into Quick Validation and reads them back", () => {
    const url = quickValidationUrl("Heatless Hair Curler & Rod", "A soft rod: curls overnight?");
    expect(url.startsWith("/quick-validation?")).toBe(true);
    expect(readQuickValidationPrefill(search(url))).toEqual({
      product: "Heatless Hair Curler & Rod",
      description: "A soft rod: curls overnight?",
    });
    expect(readQuickValidationPrefill("")).toEqual({ product: "", description: "" });
  });

  it("carries an industry and an audience into Market Research; an unknown industry is dropped", () => {
    const url = marketResearchUrl("gaming-entertainment", "Racing game fans");
    expect(readMarketResearchPrefill(search(url))).toEqual({
      industry: "gaming-entertainment",
      targetMarket: "Racing game fans",
    });
    expect(readMarketResearchPrefill("?industry=nope&targetMarket=x").industry).toBe("");
  });

  it("opens the profit calculator with the price", () => {
    expect(profitCalculatorUrl("24.99")).toBe("/profit-calculator?price=24.99");
  });
});

describe("parseMinTrendScore (the screen's input)", () => {
  it.each([
    ["70", 70],
    ["0", 0],
    ["100", 100],
    ["", 0],
    ["abc", 0],
    ["150", 100],
    ["-5", 0],
    ["42.7", 42],
  ])("reads %j as %d", (text, value) => {
    expect(parseMinTrendScore(text)).toBe(value);
  });
});
