/**
 * The profit and loss of a period (GET /api/finance/pnl, shared/contracts/endpoints/finance.ts), read by the P&L
 * screen and by the home page's "at a glance": one key per period and grouping, so both show the same figures.
 */
import type { UseQueryOptions } from "@tanstack/react-query";
import { useQuery } from "@tanstack/react-query";
import type { PnlGroup } from "@shared/contracts/finance";
import type { ResponseOf } from "@shared/contracts/endpoint";
import { financeEndpoints } from "@shared/contracts/endpoints/finance";
import { keyOf, readQuery } from "@/lib/endpoint-client";

export type Period = { from: string; to: string };

/** The prefix of every read under /api/finance (the P&L, settings, rates, fee rates): invalidate it to refresh them. */
export const FINANCE_KEY = keyOf(financeEndpoints.rates).slice(0, 1);
export type Pnl = ResponseOf<typeof financeEndpoints.pnl>;

/** The read's options (key and call) for one period, grouped by `groupBy`. */
export const pnlQuery = ({ from, to }: Period, groupBy: PnlGroup = "month") =>
  readQuery(financeEndpoints.pnl, { query: { from, to, groupBy } });

/** The P&L of `period`; `options` are the caller's (refetch, placeholder, retry). */
export function usePnl(
  period: Period,
  groupBy: PnlGroup = "month",
  options: Omit<UseQueryOptions<Pnl, Error, Pnl, readonly unknown[]>, "queryKey" | "queryFn"> = {},
) {
  return useQuery({ ...pnlQuery(period, groupBy), ...options });
}
