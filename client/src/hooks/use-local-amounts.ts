/**
 * An answer's catalogue dollars as the person reads them (docs/decisions/1492-catalogue-dollars-read-in-the-persons-currency.md):
 * marked US$ with a rough figure in their profile's currency beside each; unchanged for US dollars or without a profile.
 * `currency` is set when some amount was read, for the note that says how (LocalAmountsNote).
 */
import { useMemo } from "react";
import { localAmountsIn } from "@shared/domain/local-amounts";
import { useBusinessProfile } from "./use-business-profile";

export function useLocalAmounts<T>(value: T): { shown: T; currency?: string } {
  const currency = useBusinessProfile().data?.currency;
  return useMemo(() => {
    const shown = localAmountsIn(value, currency);
    return !currency || shown === value || JSON.stringify(shown) === JSON.stringify(value)
      ? { shown }
      : { shown, currency };
  }, [value, currency]);
}
