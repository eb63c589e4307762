/**
 * The finance endpoints: the profit and loss (and its CSV), currency rates, settings, targets (Pro), fee rates and
 * expenses (/api/finance, /api/expenses).
 */
import { endpoint } from "../endpoint";
import { answers } from "../answers";
import { idParamsSchema } from "../common";
import {
  expenseInputSchema,
  expenseListSchema,
  expenseResponseSchema,
  expensesQuerySchema,
  feeChannelParamsSchema,
  feeRateInputSchema,
  feeRatesResponseSchema,
  financeSettingsInputSchema,
  financeSettingsResponseSchema,
  pnlQuerySchema,
  pnlResponseSchema,
  rateInputSchema,
  rateParamsSchema,
  ratesResponseSchema,
  targetInputSchema,
  targetsFromPlanSchema,
  targetsQuerySchema,
  targetsResponseSchema,
} from "../finance";

const access = "signed-in";

export const financeEndpoints = {
  pnl: endpoint({
    method: "GET",
    path: "/api/finance/pnl",
    access,
    query: pnlQuerySchema,
    response: pnlResponseSchema,
  }),
  pnlCsv: endpoint({
    method: "GET",
    path: "/api/finance/pnl.csv",
    access,
    query: pnlQuerySchema,
    response: answers.csv,
  }),
  rates: endpoint({ method: "GET", path: "/api/finance/rates", access, response: ratesResponseSchema }),
  saveRate: endpoint({
    method: "PUT",
    path: "/api/finance/rates",
    access,
    body: rateInputSchema,
    response: ratesResponseSchema,
  }),
  removeRate: endpoint({
    method: "DELETE",
    path: "/api/finance/rates/:currency/:month",
    access,
    params: rateParamsSchema,
    status: 204,
    response: answers.empty,
  }),
  settings: endpoint({ method: "GET", path: "/api/finance/settings", access, response: financeSettingsResponseSchema }),
  saveSettings: endpoint({
    method: "PUT",
    path: "/api/finance/settings",
    access,
    body: financeSettingsInputSchema,
    response: financeSettingsResponseSchema,
  }),
  /** Plan against actual: Pro, in Advanced Analytics (docs/product-rules.md#money-maker-and-growth-plans). */
  targets: endpoint({
    method: "GET",
    path: "/api/finance/targets",
    access: "advanced-analytics",
    query: targetsQuerySchema,
    response: targetsResponseSchema,
  }),
  saveTarget: endpoint({
    method: "PUT",
    path: "/api/finance/targets",
    access: "advanced-analytics",
    body: targetInputSchema,
    response: targetsResponseSchema,
  }),
  targetsFromPlan: endpoint({
    method: "POST",
    path: "/api/finance/targets/from-plan",
    access: "advanced-analytics",
    body: targetsFromPlanSchema,
    response: targetsResponseSchema,
  }),
  /** The fee schedule and the person's own rates (docs/decisions/1060-estimated-fees-from-a-dated-schedule.md). */
  feeRates: endpoint({ method: "GET", path: "/api/finance/fee-rates", access, response: feeRatesResponseSchema }),
  saveFeeRate: endpoint({
    method: "PUT",
    path: "/api/finance/fee-rates/:channel",
    access,
    params: feeChannelParamsSchema,
    body: feeRateInputSchema,
    response: feeRatesResponseSchema,
  }),
  resetFeeRate: endpoint({
    method: "DELETE",
    path: "/api/finance/fee-rates/:channel",
    access,
    params: feeChannelParamsSchema,
    status: 204,
    response: answers.empty,
  }),
  addExpense: endpoint({
    method: "POST",
    path: "/api/expenses",
    access,
    body: expenseInputSchema,
    status: 201,
    response: expenseResponseSchema,
  }),
  expenses: endpoint({
    method: "GET",
    path: "/api/expenses",
    access,
    query: expensesQuerySchema,
    response: expenseListSchema,
  }),
  removeExpense: endpoint({
    method: "DELETE",
    path: "/api/expenses/:id",
    access,
    params: idParamsSchema,
    status: 204,
    response: answers.empty,
  }),
};
