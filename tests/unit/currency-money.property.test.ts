/**
 * Money that carries its currency (docs/decisions/1470-business-profile-and-money-in-its-currency.md): amounts typed
 * as people type them read back exactly in their currency, every shown amount reads back as itself, and nothing
 * adds or compares two currencies without a rate.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addMoney,
  compareMoney,
  convertMoney,
  CurrencyMismatchError,
  formatMoney,
  MAX_CENTS,
  money,
  parseMoney,
  subtractMoney,
  sumMoney,
  type Money,
} from "../../shared/domain/currency-money";
import { CURRENCY_CODES, currencyDecimals, currencyOfCountry, COUNTRY_CODES } from "../../shared/domain/currencies";

/** Currencies whose shown symbol reads back (a plain "$" reads as the person's own dollar). */
const SHOWN = ["USD", "GBP", "EUR", "CAD", "AUD", "NZD", "JPY", "INR", "SEK", "CHF", "PLN", "NGN", "PHP", "BRL"];
const shown = fc.constantFrom(...SHOWN);
const anyCurrency = fc.constantFrom(...CURRENCY_CODES);
const cents = fc.integer({ min: 0, max: MAX_CENTS });

/** An amount valid in its currency: whole units where the currency has no minor unit. */
const amountIn = (currency: fc.Arbitrary<string>) =>
  fc.tuple(currency, cents).map(([c, n]) => money(currencyDecimals(c) === 0 ? n - (n % 100) : n, c));

/** Thousands grouped with `group`, then `mark` and the two decimals. */
function written(m: Money, group: string, mark: string): string {
  const whole = String(Math.floor(m.cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${whole}${mark}${String(m.cents % 100).padStart(2, "0")}`;
}

describe("parseMoney", () => {
  it.each([
    ["£400", "USD", 40_000, "GBP"],
    ["400 GBP", "USD", 40_000, "GBP"],
    ["€1.200,50", "USD", 120_050, "EUR"],
    ["$1,000", "USD", 100_000, "USD"],
    ["$1,000", "CAD", 100_000, "CAD"],
    ["1000", "GBP", 100_000, "GBP"],
    ["1 200,50 €", "USD", 120_050, "EUR"],
    ["£1.5k", "USD", 150_000, "GBP"],
    ["12,5", "EUR", 1_250, "EUR"],
    ["1,00,000", "INR", 10_000_000, "INR"],
    ["¥5000", "USD", 500_000, "JPY"],
    ["gbp 20", "USD", 2_000, "GBP"],
  ])("reads %s (person's currency %s) as %i cents of %s", (text, fallback, expected, currency) => {
    const read = parseMoney(text, fallback);
    expect(read).toMatchObject({ ok: true, money: { cents: expected, currency } });
  });

  it.each([
    ["", "empty"],
    ["lots", "not-a-number"],
    ["0.125", "too-many-decimals"],
    ["1.2.3", "not-a-number"],
    ["400 XYZ", "unknown-currency"],
    ["¥10.50", "too-many-decimals"],
    ["99999999999", "too-large"],
  ])("refuses %j (%s)", (text, problem) => {
    expect(parseMoney(text, "USD")).toEqual({ ok: false, problem });
  });

  it("reads every shown amount back as itself", () => {
    fc.assert(
      fc.property(amountIn(shown), (m) => {
        const read = parseMoney(formatMoney(m), m.currency);
        expect(read).toEqual({ ok: true, money: m, stated: true });
        const whole = parseMoney(formatMoney(m, { whole: "when-round" }), m.currency);
        expect(whole.ok && whole.money).toEqual(m);
      }),
    );
  });

  it("reads a code before or after the amount in that currency, whatever the person's own", () => {
    fc.assert(
      fc.property(amountIn(anyCurrency), shown, fc.boolean(), (m, own, before) => {
        const decimal = `${Math.floor(m.cents / 100)}.${String(m.cents % 100).padStart(2, "0")}`;
        const text = before ? `${m.currency} ${decimal}` : `${decimal}${m.currency.toLowerCase()}`;
        const read = parseMoney(text, own);
        if (currencyDecimals(m.currency) === 0) expect(read.ok && read.money).toEqual(m);
        else expect(read).toEqual({ ok: true, money: m, stated: true });
      }),
    );
  });

  it("reads US and continental grouping alike, and plain digits in the person's currency", () => {
    fc.assert(
      fc.property(
        amountIn(fc.constant("EUR")),
        fc.constantFrom(["," as const, "."], [".", ","], [" ", ","], ["'", "."]),
        (m, [group, mark]) => {
          const read = parseMoney(written(m, group, mark), "EUR");
          expect(read).toEqual({ ok: true, money: m, stated: false });
        },
      ),
    );
  });
});

describe("one currency at a time", () => {
  it("adds, subtracts and compares exactly within a currency", () => {
    fc.assert(
      fc.property(anyCurrency, fc.array(fc.integer({ min: -1e9, max: 1e9 }), { maxLength: 20 }), (c, list) => {
        const amounts = list.map((n) => money(n, c));
        const total = sumMoney(amounts, c);
        expect(total).toEqual(
          money(
            list.reduce((a, b) => a + b, 0),
            c,
          ),
        );
        if (amounts.length >= 2) {
          expect(addMoney(amounts[0], amounts[1])).toEqual(addMoney(amounts[1], amounts[0]));
          expect(subtractMoney(addMoney(amounts[0], amounts[1]), amounts[1])).toEqual(amounts[0]);
          expect(Math.sign(compareMoney(amounts[0], amounts[1]))).toBe(Math.sign(list[0] - list[1]));
        }
      }),
    );
  });

  it("refuses to add, subtract, compare or sum two currencies", () => {
    fc.assert(
      fc.property(anyCurrency, anyCurrency, cents, cents, (a, b, x, y) => {
        fc.pre(a !== b);
        const left: Money = money(x, a);
        const right: Money = money(y, b);
        expect(() => addMoney(left, right)).toThrow(CurrencyMismatchError);
        expect(() => subtractMoney(left, right)).toThrow(CurrencyMismatchError);
        expect(() => compareMoney(left, right)).toThrow(CurrencyMismatchError);
        expect(() => sumMoney([left, right], a)).toThrow(CurrencyMismatchError);
      }),
    );
  });

  it("does not compile an addition of two known currencies", () => {
    const pounds = money(40_000, "GBP");
    const dollars = money(30_000, "USD");
    // @ts-expect-error: GBP and USD cannot be added without a rate.
    expect(() => addMoney(pounds, dollars)).toThrow(CurrencyMismatchError);
    expect(addMoney(pounds, money(100, "GBP"))).toEqual(money(40_100, "GBP"));
  });

  it("converts only through a rate from the amount's currency, rounding half to even to the cent", () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 1, max: 10 ** 9 }), (n, scaled) => {
        const perUnit = `${Math.floor(scaled / 1e6)}.${String(scaled % 1e6).padStart(6, "0")}`;
        const out = convertMoney(money(n, "GBP"), { from: "GBP", to: "USD", perUnit });
        const exact = (BigInt(n) * BigInt(scaled)) / 1_000_000n;
        expect(out.currency).toBe("USD");
        expect(Math.abs(out.cents - Number(exact))).toBeLessThanOrEqual(1);
      }),
    );
    expect(convertMoney(money(250, "GBP"), { from: "GBP", to: "USD", perUnit: "0.5" })).toEqual(money(125, "USD"));
    // 1.25 -> 1.2 (half to even), 1.35 -> 1.4.
    expect(convertMoney(money(25, "EUR"), { from: "EUR", to: "USD", perUnit: "0.5" }).cents).toBe(12);
    expect(convertMoney(money(27, "EUR"), { from: "EUR", to: "USD", perUnit: "0.5" }).cents).toBe(14);
    expect(() => convertMoney(money(1, "EUR"), { from: "GBP", to: "USD", perUnit: "1" })).toThrow(
      CurrencyMismatchError,
    );
  });
});

describe("formatMoney and the currency table", () => {
  it.each([
    [money(40_000, "GBP"), {}, "£400.00"],
    [money(40_000, "GBP"), { whole: "when-round" as const }, "£400"],
    [money(30_050, "USD"), { whole: "when-round" as const }, "$300.50"],
    [money(120_050, "EUR"), {}, "€1,200.50"],
    [money(500_000, "JPY"), {}, "¥5,000"],
    [money(-300, "USD"), {}, "-$3.00"],
    [money(123_456, "KWD"), {}, "KWD\u00a01,234.56"],
  ])("shows %j as %s", (m, options, text) => {
    expect(formatMoney(m, options)).toBe(text);
  });

  it("gives every country a known currency or none", () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    for (const country of COUNTRY_CODES) {
      const currency = currencyOfCountry(country);
      if (currency) expect(CURRENCY_CODES).toContain(currency);
    }
    expect([currencyOfCountry("GB"), currencyOfCountry("de"), currencyOfCountry("US")]).toEqual(["GBP", "EUR", "USD"]);
  });
});
