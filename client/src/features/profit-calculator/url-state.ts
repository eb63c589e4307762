/**
 * The calculator's inputs live in the address (`/profit-calculator?price=19.99&cost=4`), so a calculation can be
 * bookmarked or opened prefilled by another tool. A missing parameter takes the specification's default.
 */
import { PROFIT_DEFAULTS, PROFIT_FIELDS, type ProfitStrings } from "@shared/domain/profit";

/** Inputs read from the query string; `calculated` is true when any input is in it (a shared result shows at once). */
export function readProfitParams(params: URLSearchParams): { values: ProfitStrings; calculated: boolean } {
  const values = { ...PROFIT_DEFAULTS };
  let calculated = false;
  for (const f of PROFIT_FIELDS) {
    const v = params.get(f);
    if (v !== null) {
      values[f] = v;
      calculated = true;
    }
  }
  return { values, calculated };
}

/** The query string of a calculation. */
export function profitParams(values: ProfitStrings): URLSearchParams {
  return new URLSearchParams(PROFIT_FIELDS.map((f) => [f, values[f].trim()]));
}
