/**
 * The profit-and-loss, finance settings, currency rates, fee rates and expenses, derived from the endpoint table
 * (shared/contracts/endpoints/finance.ts). Every write refreshes every read under /api/finance and /api/expenses.
 * The P&L reads orders, inventory costs and imports that other screens change, so it is read again each time the
 * screen opens.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PnlGroup } from "@shared/contracts/finance";
import type { BodyOf, ResponseOf } from "@shared/contracts/endpoint";
import { financeEndpoints as ep } from "@shared/contracts/endpoints/finance";
import { call, keyOf, readQuery, urlOf } from "@/lib/endpoint-client";
import { FINANCE_KEY, usePnl as usePnlOf, type Period } from "@/hooks/use-pnl";

export type { Period };
export type FinanceSettings = ResponseOf<typeof ep.settings>["settings"];
type Rate = ResponseOf<typeof ep.rates>["rates"][number];

/** The P&L's CSV download, for the same period and grouping. */
export const pnlCsvUrl = ({ from, to }: Period, groupBy: PnlGroup) =>
  urlOf(ep.pnlCsv, { query: { from, to, groupBy } });

export function usePnl(period: Period, groupBy: PnlGroup) {
  return usePnlOf(period, groupBy, { refetchOnMount: "always", placeholderData: (previous) => previous });
}

export function useFinanceSettings() {
  return useQuery({ ...readQuery(ep.settings), select: (r) => r.settings });
}

export function useRates() {
  return useQuery(readQuery(ep.rates));
}

/** The period's expenses, newest first. */
export function useExpenses({ from, to }: Period) {
  return useQuery({
    ...readQuery(ep.expenses, { query: { from, to } }),
    select: (r) => r.expenses,
    refetchOnMount: "always",
  });
}

/** The areas every write refreshes: the first segment of each read's key (["/api/finance"], ["/api/expenses"]). */
const REFRESHED = [FINANCE_KEY, keyOf(ep.expenses)];

function useRefreshing<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => Promise.all(REFRESHED.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useSaveSettings = () =>
  useRefreshing((body: BodyOf<typeof ep.saveSettings>) => call(ep.saveSettings, { body }));
export const useSaveRate = () => useRefreshing((body: BodyOf<typeof ep.saveRate>) => call(ep.saveRate, { body }));
export const useDeleteRate = () =>
  useRefreshing(({ currency, month }: Rate) => call(ep.removeRate, { params: { currency, month } }));
export const useAddExpense = () => useRefreshing((body: BodyOf<typeof ep.addExpense>) => call(ep.addExpense, { body }));
export const useDeleteExpense = () => useRefreshing((id: number) => call(ep.removeExpense, { params: { id } }));

/** The fee schedule per channel with its sources, and the rate each uses (decision 1060). */
export function useFeeRates() {
  return useQuery(readQuery(ep.feeRates));
}
export const useSaveFeeRate = () =>
  useRefreshing(({ channel, ...body }: BodyOf<typeof ep.saveFeeRate> & { channel: string }) =>
    call(ep.saveFeeRate, { params: { channel }, body }),
  );
export const useResetFeeRate = () => useRefreshing((channel: string) => call(ep.resetFeeRate, { params: { channel } }));
