/**
 * The profit-and-loss, finance settings, currency rates and expenses (shared/contracts/finance.ts). Every key
 * starts with FINANCE_KEY so one invalidation refreshes the whole screen after a write. The P&L reads orders,
 * inventory costs and imports that other screens change, so it is read again each time the screen opens.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  Expense,
  ExpenseInput,
  FeeRateInput,
  FeeRatesResponse,
  FinanceSettingsInput,
  PnlGroup,
  PnlResponse,
  RateInput,
} from "@shared/contracts/finance";
import { apiJson, apiRequest, getJson } from "@/lib/api-client";

const FINANCE_KEY = ["finance"] as const;

export type Period = { from: string; to: string };
export type FinanceSettings = { homeCurrency: string; hoursPerWeek: string | null; hourlyWage: string | null };
type Rate = { currency: string; month: string; rate: string };

export const pnlUrl = ({ from, to }: Period, groupBy: PnlGroup, ext = "") =>
  `/api/finance/pnl${ext}?${new URLSearchParams({ from, to, groupBy })}`;

export function usePnl(period: Period, groupBy: PnlGroup) {
  return useQuery({
    queryKey: [...FINANCE_KEY, "pnl", period.from, period.to, groupBy],
    queryFn: async () => (await getJson<PnlResponse>(pnlUrl(period, groupBy)))!,
    refetchOnMount: "always",
    placeholderData: (previous) => previous,
  });
}

export function useFinanceSettings() {
  return useQuery({
    queryKey: [...FINANCE_KEY, "settings"],
    queryFn: async () => (await getJson<{ settings: FinanceSettings }>("/api/finance/settings"))!.settings,
  });
}

export function useRates() {
  return useQuery({
    queryKey: [...FINANCE_KEY, "rates"],
    queryFn: async () => (await getJson<{ homeCurrency: string; rates: Rate[] }>("/api/finance/rates"))!,
  });
}

/** The period's expenses, newest first. */
export function useExpenses({ from, to }: Period) {
  return useQuery({
    queryKey: [...FINANCE_KEY, "expenses", from, to],
    queryFn: async () =>
      (await getJson<{ expenses: Expense[] }>(`/api/expenses?${new URLSearchParams({ from, to })}`))!.expenses,
    refetchOnMount: "always",
  });
}

function useRefreshing<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FINANCE_KEY }),
  });
}

export const useSaveSettings = () =>
  useRefreshing((body: FinanceSettingsInput) =>
    apiJson<{ settings: FinanceSettings }>("PUT", "/api/finance/settings", body),
  );
export const useSaveRate = () =>
  useRefreshing((body: RateInput) => apiJson<unknown>("PUT", "/api/finance/rates", body));
export const useDeleteRate = () =>
  useRefreshing(({ currency, month }: Rate) => apiRequest("DELETE", `/api/finance/rates/${currency}/${month}`));
export const useAddExpense = () =>
  useRefreshing((body: ExpenseInput) => apiJson<{ expense: Expense }>("POST", "/api/expenses", body));
export const useDeleteExpense = () => useRefreshing((id: number) => apiRequest("DELETE", `/api/expenses/${id}`));

/** The fee schedule per channel with its sources, and the rate each uses (decision 1060). */
export function useFeeRates() {
  return useQuery({
    queryKey: [...FINANCE_KEY, "fee-rates"],
    queryFn: async () => (await getJson<FeeRatesResponse>("/api/finance/fee-rates"))!,
  });
}
export const useSaveFeeRate = () =>
  useRefreshing(({ channel, ...body }: FeeRateInput & { channel: string }) =>
    apiJson<FeeRatesResponse>("PUT", `/api/finance/fee-rates/${channel}`, body),
  );
export const useResetFeeRate = () =>
  useRefreshing((channel: string) => apiRequest("DELETE", `/api/finance/fee-rates/${channel}`));
