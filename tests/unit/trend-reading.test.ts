/**
 * How a trend's US marketplace price reads for someone who pays in another currency
 * (docs/decisions/1479-trends-read-for-the-person.md): a rough figure at the reference rate, said as "about", with a
 * sign no other currency shares; nothing for US dollars or a currency without a rate.
 */
import { describe, expect, it } from "vitest";
import { aboutInCurrency, trendNotes } from "../../shared/domain/trend-reading";

describe("aboutInCurrency", () => {
  it("rounds to whole units, and to two significant figures above 100", () => {
    expect(aboutInCurrency(44.99, "GBP")).toBe("about £35");
    expect(aboutInCurrency(44.99, "AUD")).toBe("about A$69");
    expect(aboutInCurrency(44.99, "EUR")).toBe("about €41");
    expect(aboutInCurrency(44.99, "JPY")).toBe("about ¥6,700");
    expect(aboutInCurrency(0.4, "GBP")).toBe("about £1");
  });

  it("says nothing for US dollars, no currency or a currency without a reference rate", () => {
    expect(aboutInCurrency(44.99, "USD")).toBeUndefined();
    expect(aboutInCurrency(44.99, null)).toBeUndefined();
    expect(aboutInCurrency(44.99, "XOF")).toBeUndefined();
  });
});

describe("trendNotes", () => {
  it("names the marketplaces it does not read where the person sells, and a service", () => {
    expect(trendNotes({ currency: "AUD", channels: ["etsy", "in-person", "depop"] })[1]).toContain(
      "not on Etsy and Depop, where you sell",
    );
    expect(trendNotes({ currency: "USD", channels: ["in-person"] })[0]).toContain(
      "not at the markets and fairs where you sell",
    );
    expect(trendNotes({ currency: "USD", channels: ["etsy", "shopify"] })).toEqual([]);
    expect(trendNotes({ currency: "USD", channels: ["services-online"] })[0]).toMatch(/^You sell a service/);
    expect(trendNotes({ currency: "XOF", channels: [] })[0]).toContain("we have no reference rate for XOF");
  });
});
