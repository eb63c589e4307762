/**
 * Sales scripts for a trade of the catalogue are worked examples built from the person's own words
 * (docs/decisions/1483-no-conversion-potential-and-worked-scripts.md): the seller's brackets are filled for that trade,
 * objections that trade hears come first, no result or figure is claimed; outside the catalogue, the labelled draft.
 */
import { describe, expect, it } from "vitest";
import { salesScriptRequestSchema, scriptAsText } from "../../shared/contracts/sales-scripts";
import { salesScriptTool } from "../../server/ai/tools/sales-script.tool";
import { WORKED_PITCHES } from "../../server/ai/knowledge/sales-scripts/worked";

const script = (raw: Record<string, unknown>) => salesScriptTool.offline(salesScriptRequestSchema.parse(raw));

describe("worked sales scripts", () => {
  it("fills the seller's brackets for a candle maker, with the person's product and audience", () => {
    const out = script({ type: "email", product: "Wick & Wander soy candles", targetAudience: "gift shop owners" });
    const text = scriptAsText(out);
    expect(out.draft).toBe(false);
    for (const part of [
      "Wick & Wander soy candles",
      "gift shop owners",
      "hand-pour small batches",
      "Every label lists",
    ])
      expect(text).toContain(part);
    expect(text).not.toMatch(/\[(?!First Name|Your Name|their topic)[^\]]+\]/);
    expect(out.script.objection_handling[0]).toMatch(/Candles are everywhere/);
    expect(out.tips[0]).toMatch(/A worked example for candles/);
  });

  it("writes a different script for every researched trade, and claims no figure", () => {
    const texts = new Set<string>();
    for (const trade of Object.keys(WORKED_PITCHES)) {
      const out = script({
        type: "dm",
        product: `my ${trade.replace(/-/g, " ")} business`,
        targetAudience: "neighbours",
      });
      const text = scriptAsText(out);
      texts.add(out.script.value_proposition);
      expect(text, trade).not.toMatch(/\d+(?:\.\d+)?\s?%/);
    }
    expect(texts.size).toBe(Object.keys(WORKED_PITCHES).length);
  });

  it("keeps the labelled draft to fill for a product outside the catalogue", () => {
    const out = script({
      type: "cold_call",
      product: "BookKeepr invoicing app",
      targetAudience: "freelance designers",
    });
    expect(out.draft).toBe(true);
    expect(scriptAsText(out)).toContain("[what the product does, in one plain sentence]");
  });
});
