/**
 * Barcodes of inventory items (docs/guide/barcodes.md): a 12- or 13-digit number is a GTIN (UPC-A or EAN-13)
 * and must carry a correct check digit; any other code (letters, other lengths) is the person's own and is
 * kept as typed.
 */

/** The GS1 check digit of the digits before it: weights 3 and 1 from the right, then up to a multiple of 10. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** True when `code` is 12 or 13 digits: it is then read as a UPC-A or an EAN-13. */
export function isGtinShaped(code: string): boolean {
  return /^\d{12,13}$/.test(code);
}

/** A 12/13-digit code whose last digit is its check digit. */
export function isValidGtin(code: string): boolean {
  if (!isGtinShaped(code)) return false;
  return gtinCheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}

/** The message beside the field when a 12/13-digit code's check digit is wrong. */
export function gtinProblem(code: string): string | null {
  if (!isGtinShaped(code) || isValidGtin(code)) return null;
  const kind = code.length === 12 ? "UPC-A" : "EAN-13";
  return `This ${kind} barcode's check digit is wrong: the last digit should be ${gtinCheckDigit(code.slice(0, -1))}. Check the number, or scan it again.`;
}
