/**
 * The catalogue's dollars as a person who pays in another currency reads them
 * (docs/decisions/1492-catalogue-dollars-read-in-the-persons-currency.md): marked US$ with a rough figure of theirs
 * beside each, market sizes left as their source gives them, nothing changed for US dollars, and a second reading
 * changing nothing.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { localAmountsIn, withLocalAmounts } from "../../shared/domain/local-amounts";

describe("withLocalAmounts", () => {
  it.each([
    ["$80 - $300", "GBP", "US$80 - $300 (~£62 - £230)"],
    [
      "Product sales ($18-40 per item), 55-70% margin",
      "GBP",
      "Product sales (US$18-40 (~£14 - £31) per item), 55-70% margin",
    ],
    ["$350 - $2,200/month", "EUR", "US$350 - $2,200 (~€320 - €2,000)/month"],
    ["$600-3K", "AUD", "US$600-3K (~A$920 - A$4,600)"],
    [
      "A beginner 3D printer ($200-400) and filament",
      "GBP",
      "A beginner 3D printer (US$200-400, ~£150 - £310) and filament",
    ],
    ["Start with $100 of stock", "CAD", "Start with US$100 (~CA$140) of stock"],
    ["Fits a $0 - $500 budget", "GBP", "Fits a US$0 - $500 (~£0 - £380) budget"],
    ["Products $20-80, 60-75% margin", "AUD", "Products US$20-80 (~A$31 - A$120), 60-75% margin"],
    ["$12.50 each, $1,100, then $5", "GBP", "US$12.50 (~£10) each, US$1,100 (~£850), then US$5 (~£4)"],
  ])("reads %j for a %s payer as %j", (text, currency, read) => {
    expect(withLocalAmounts(text, currency)).toBe(read);
  });

  it("leaves market sizes, other currencies' amounts, and every text for US dollars or an unknown rate as they are", () => {
    for (const size of ["$4.4T (global retail e-commerce sales, 2023)", "$3.1B (U.S.)", "$40 million a year", "$6bn"])
      expect(withLocalAmounts(size, "GBP")).toBe(size);
    expect(withLocalAmounts("US$44.99 and A$30", "GBP")).toBe("US$44.99 and A$30");
    expect(withLocalAmounts("$80 - $300", "USD")).toBe("$80 - $300");
    expect(withLocalAmounts("$80 - $300", null)).toBe("$80 - $300");
    expect(withLocalAmounts("$80 - $300", "XOF")).toBe("$80 - $300");
  });

  it("reads each amount once, however often it is applied, and keeps every other character", () => {
    const amount = fc
      .tuple(fc.integer({ min: 0, max: 99_999 }), fc.constantFrom("", "K", ".50"))
      .map(([n, tail]) => `$${n.toLocaleString("en-US")}${tail}`);
    // Words of answers, each amount a word of its own as the catalogue writes them.
    const piece = fc.oneof(
      amount,
      amount.map((a) => `${a}/month`),
      amount.map((a) => `(${a})`),
      fc.constantFrom("-", "to", "per item", "costs", "$4.4T", "$3.1B,", "US$44.99", "A$30", "budget:"),
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 8 }),
        fc.constantFrom("GBP", "EUR", "AUD", "JPY", "INR"),
        (pieces, currency) => {
          const text = pieces.join(" ");
          const once = withLocalAmounts(text, currency);
          expect(withLocalAmounts(once, currency)).toBe(once);
          // Take out what was added (the US mark and the figure beside), and the text is what it was.
          const bare = (t: string) => t.replace(/US\$/g, "$").replace(/ \(~[^)]*\)|, ~[^)]*(?=\))/g, "");
          expect(bare(once)).toBe(bare(text));
        },
      ),
    );
  });

  it("walks an answer's texts and keeps its shape", () => {
    const answer = { ideas: [{ startupCost: "$50", pros: ["Fits a $0 - $500 budget"], score: 3 }], ok: true };
    expect(localAmountsIn(answer, "GBP")).toEqual({
      ideas: [{ startupCost: "US$50 (~£38)", pros: ["Fits a US$0 - $500 (~£0 - £380) budget"], score: 3 }],
      ok: true,
    });
    expect(localAmountsIn(answer, "USD")).toBe(answer);
  });
});
