import { describe, expect, it } from "vitest";
import { audienceFor } from "../../server/ai/knowledge/market/audiences";

// The market analysis reads a target market through the understanding layer, not a keyword list of its own
// (decision 1485): synonyms the lexicon knows land on the same audience kind as every other tool reads them.
describe("market audiences read through the understanding layer", () => {
  it.each([
    ["uni students", "youth"],
    ["Gen Z (18-26)", "youth"],
    ["Millennials (27-42)", "professional"],
    ["young professionals", "professional"],
    ["Boomers (59+)", "senior"],
    ["retirees", "senior"],
    ["small business owners", "business"],
    ["YouTubers", "creator"],
    ["mums", "family"],
    ["everyone", "general"],
  ])("%s → %s", (text, tag) => {
    expect(audienceFor(text).tag).toBe(tag);
  });
});
