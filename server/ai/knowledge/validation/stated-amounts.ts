/**
 * Amounts a person wrote in an idea's description, read as what they are (docs/decisions/1463-stated-price-and-budget.md):
 * "with a budget of $1,000." is a budget, not a price; "candles at $24 each" is a price. An amount is a budget when a
 * budget word stands just before it ("budget of", "invest", "saved", "start with") or right after it ("$500 budget",
 * "$2k to start"); every other amount is a price. The amount is read whole and stops at its last digit, so the full
 * stop after "$1,000." stays out. Pure and deterministic.
 */

/** A currency sign, then digits with thousands commas and up to two decimals, then an optional k. */
const AMOUNT = /([$€£])\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(?!\d)(\s?[kK]\b)?/g;
const BUDGET_BEFORE =
  /\b(?:budget|budgets|budgeted|invest(?:ing|ment)?|savings|saved|spend(?:ing)?|capital|funding|loan|start(?:ing)?(?: up)? with|startup costs?|start-up costs?|upfront|up front|afford)\b(?:\s+(?:of|is|was|about|around|roughly|approximately|up to|under|only|just|a|an|total|totalling|me))*\s*[:=-]?\s*$/i;
const BUDGET_AFTER =
  /^\s?(?:budget|of (?:savings|capital|funding)|in savings|to (?:start|invest|spend)|saved|startup|start-up|upfront)\b/i;

export type StatedAmounts = { price?: string; budget?: string };

/** The first price and the first budget written in `text`, each as the person wrote it ("$1,000", "£2k"). */
export function statedAmounts(text: string): StatedAmounts {
  const out: StatedAmounts = {};
  for (const m of text.matchAll(AMOUNT)) {
    const [whole, sign, units, cents, k] = m;
    const amount = `${sign}${units}${cents !== undefined ? `.${cents}` : ""}${k ? k.trim().toLowerCase() : ""}`;
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    const after = text.slice(m.index + whole.length, m.index + whole.length + 30);
    const kind = BUDGET_BEFORE.test(before) || BUDGET_AFTER.test(after) ? "budget" : "price";
    out[kind] ??= amount;
  }
  return out;
}
