/** GTIN check digits (shared/domain/barcode.ts, docs/guide/barcodes.md). */
import { describe, expect, it } from "vitest";
import { gtinCheckDigit, gtinProblem, isValidGtin } from "../../shared/domain/barcode";
import { barcodeSchema } from "../../shared/contracts/inventory";

describe("GTIN check digits", () => {
  it("computes the check digit of EAN-13 and UPC-A bodies", () => {
    expect(gtinCheckDigit("400638133393")).toBe(1); // EAN-13 4006381333931
    expect(gtinCheckDigit("03600029145")).toBe(2); // UPC-A 036000291452
    expect(gtinCheckDigit("978030640615")).toBe(7); // ISBN-13 9780306406157
    expect(gtinCheckDigit("000000000000")).toBe(0);
    expect(gtinCheckDigit("590123412345")).toBe(7);
  });

  it("accepts a right check digit and refuses every wrong one", () => {
    for (const code of ["4006381333931", "036000291452", "9780306406157", "5901234123457"])
      expect(isValidGtin(code)).toBe(true);
    for (let d = 0; d <= 9; d++) if (d !== 1) expect(isValidGtin(`400638133393${d}`)).toBe(false);
    expect(isValidGtin("12345")).toBe(false);
  });

  it("names the kind and the expected digit; other codes are the person's own", () => {
    expect(gtinProblem("4006381333932")).toMatch(/EAN-13 barcode's check digit is wrong: the last digit should be 1/);
    expect(gtinProblem("036000291453")).toMatch(/UPC-A .* should be 2/);
    expect(gtinProblem("4006381333931")).toBeNull();
    expect(gtinProblem("SHELF-A-12")).toBeNull();
    expect(gtinProblem("12345678")).toBeNull(); // 8 digits: not read as a GTIN here
    expect(gtinProblem("12345678901234")).toBeNull(); // 14 digits
  });

  it("the request schema drops spaces and dashes, clears on empty, leaves absent alone", () => {
    expect(barcodeSchema.parse("4006 3813 3393 1")).toBe("4006381333931");
    expect(barcodeSchema.parse("")).toBeNull();
    expect(barcodeSchema.parse(null)).toBeNull();
    expect(barcodeSchema.parse(undefined)).toBeUndefined();
    expect(barcodeSchema.safeParse("4006381333932").success).toBe(false);
    expect(barcodeSchema.safeParse("café").success).toBe(false);
  });
});
