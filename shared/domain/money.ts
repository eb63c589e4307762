/**
 * Exact money (docs/product-rules.md#money-is-exact): amounts are integer cents inside the code and two-decimal strings
 * on the wire ("8.50"). Nothing here ever multiplies a float dollar amount.
 */

/**
 * Parses a decimal string or number with at most two decimals into cents; null when it is not one. A number is
 * read by its shortest text, so `12.345` and `1e-7` are refused like "12.345", never rounded.
 */
export function parseCents(value: string | number): number | null {
  const text = typeof value === "number" ? String(value) : value.trim();
  const m = /^(-)?(\d+)(?:\.(\d{0,2}))?$/.exec(text);
  if (!m) return null;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? "").padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) return null;
  return m[1] && cents !== 0 ? -cents : cents;
}

/**
 * Cents as a decimal string with two places: 850 -> "8.50", -5 -> "-0.05". Beyond 2^53 (an estimate's float)
 * the nearest integer is written out in full, never as "1e+21".
 */
export function centsToDecimal(cents: number): string {
  const whole = BigInt(Math.round(cents));
  const abs = whole < 0n ? -whole : whole;
  return `${whole < 0n ? "-" : ""}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
}

/** Integer division rounded to the nearest integer, an exact half to the even one (b > 0). */
export function divRound(a: number, b: number): number {
  const abs = Math.abs(a);
  let q = Math.floor(abs / b);
  const twice = (abs - q * b) * 2;
  // An exact half goes to the even neighbour, so shown figures are never pushed up
  // (docs/decisions/1400-round-half-even-to-the-shown-precision.md).
  if (twice > b || (twice === b && q % 2 === 1)) q += 1;
  return a < 0 ? -q : q;
}

/** US dollars for people: 1234.5 dollars as cents -> "$1,234.50", negatives as "-$3.00". */
export function formatUsd(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const [whole, frac] = centsToDecimal(Math.abs(cents)).split(".");
  return `${sign}$${Number(whole).toLocaleString("en-US")}.${frac}`;
}
