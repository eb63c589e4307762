/** Number helpers of the offline engine: clamping, rounding and short money text. */

export const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
export const round1 = (v: number) => Math.round(v * 10) / 10;

/** A money figure in billions of dollars as short text: $6.3T, $245.3B, $450M. */
export function formatBillions(billions: number): string {
  // Three significant figures for trillions ("$2.27T", "$10.3T"), so the headline reads as the value stated beside it.
  if (billions >= 9995) return `$${round1(billions / 1000)}T`;
  if (billions >= 999.95) return `$${Math.round(billions / 10) / 100}T`;
  if (billions >= 1) return `$${round1(billions)}B`;
  return `$${Math.max(1, Math.round(billions * 1000))}M`;
}
