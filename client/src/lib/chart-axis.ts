/**
 * One formatter for every money axis of our charts. Every tick of an axis is written in the same unit, chosen
 * from the largest value so that it reads as a whole number of at least 10 of that unit: "$0, $750, $1,500",
 * "$0, $850B, $1,700B", "-$1,000, $0, $1,000". Ticks are never rounded into each other ("$0k" five times), and
 * a negative amount is "-$1,000", never "$-1k". The ticks themselves come from recharts' nice-number steps.
 */
const UNITS = [
  { size: 1e12, suffix: "T" },
  { size: 1e9, suffix: "B" },
  { size: 1e6, suffix: "M" },
  { size: 1e3, suffix: "K" },
] as const;

/** The symbol a currency is written with in front of an amount: "$" for USD, "€" for EUR, "CA$" for CAD. */
function symbolOf(currency: string): string {
  try {
    const parts = new Intl.NumberFormat("en-US", { style: "currency", currency }).formatToParts(0);
    return parts.find((p) => p.type === "currency")?.value ?? `${currency} `;
  } catch {
    return `${currency} `;
  }
}

/**
 * A tick formatter for values in dollars times `scale` (1 for dollars, 1e9 for billions), or in `currency` (an
 * ISO code; US dollars by default). `values` are the plotted figures (any sign); the unit is the largest whose
 * count of the biggest figure is 10 or more.
 */
export function moneyAxis(values: readonly number[], scale = 1, currency = "USD"): (value: number) => string {
  const symbol = symbolOf(currency);
  const largest = values.reduce((max, v) => (Number.isFinite(v) ? Math.max(max, Math.abs(v * scale)) : max), 0);
  const unit = UNITS.find((u) => largest >= u.size * 10);
  return (value: number) => {
    const dollars = value * scale;
    if (dollars === 0 || !Number.isFinite(dollars)) return `${symbol}0`;
    const amount = Math.abs(dollars) / (unit?.size ?? 1);
    const digits = amount.toLocaleString("en-US", { maximumFractionDigits: amount < 10 ? 1 : 0 });
    return `${dollars < 0 ? "-" : ""}${symbol}${digits}${unit?.suffix ?? ""}`;
  };
}
