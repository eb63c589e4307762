/**
 * GET /api/finance/pnl (and pnl.csv), GET/PUT /api/finance/rates, DELETE /api/finance/rates/:currency/:month,
 * GET/PUT /api/finance/settings, POST/GET /api/expenses, DELETE /api/expenses/:id: every plan, signed in
 * (docs/product-rules.md#one-table-for-every-sale). GET/PUT /api/finance/targets and POST
 * /api/finance/targets/from-plan: Pro (Advanced Analytics). GET /api/finance/fee-rates, PUT and DELETE
 * /api/finance/fee-rates/:channel: every plan, signed in.
 */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { answers, createRoutes } from "../../http/route";
import { toCsv } from "../../http/csv";
import { idParamsSchema } from "../../../shared/contracts/common";
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
  PNL_CSV_COLUMNS,
  pnlQuerySchema,
  pnlResponseSchema,
  rateInputSchema,
  rateParamsSchema,
  ratesResponseSchema,
  targetInputSchema,
  targetsFromPlanSchema,
  targetsQuerySchema,
  targetsResponseSchema,
} from "../../../shared/contracts/finance";
import { createFinanceRepository } from "./finance.repository";
import { createFinanceService } from "./finance.service";
import { presentExpense } from "./finance.presenter";
import { createFeeRatesRepository } from "./fee-rates.repository";
import { createFeeRatesService } from "./fee-rates.service";

export function createFinanceRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const finance = createFinanceService(createFinanceRepository(ctx.db));
  const feeRates = createFeeRatesService(createFeeRatesRepository(ctx.db));

  routes.get(
    "/finance/pnl",
    { access: "signed-in", query: pnlQuerySchema, response: pnlResponseSchema },
    async ({ user, query }) => finance.pnl(user.id, query),
  );

  routes.get(
    "/finance/pnl.csv",
    { access: "signed-in", query: pnlQuerySchema, response: answers.csv },
    async ({ user, query, res }) => {
      const pnl = await finance.pnl(user.id, query);
      const rows = [...pnl.rows, { key: "total", label: "Total", ...pnl.totals }].map((r) => ({
        ...r,
        margin: r.margin ?? "",
      }));
      res
        .attachment(`profit-and-loss-${query.from}-to-${query.to}-by-${query.groupBy}.csv`)
        .type("text/csv")
        .send(toCsv(PNL_CSV_COLUMNS, rows));
    },
  );

  routes.get("/finance/rates", { access: "signed-in", response: ratesResponseSchema }, async ({ user }) =>
    finance.rates(user.id),
  );
  routes.put(
    "/finance/rates",
    { access: "signed-in", body: rateInputSchema, response: ratesResponseSchema },
    async ({ user, body }) => finance.saveRate(user.id, body),
  );
  routes.delete(
    "/finance/rates/:currency/:month",
    { access: "signed-in", params: rateParamsSchema, status: 204, response: answers.empty },
    async ({ user, params }) => finance.deleteRate(user.id, params.currency, params.month),
  );

  routes.get(
    "/finance/settings",
    { access: "signed-in", response: financeSettingsResponseSchema },
    async ({ user }) => ({
      settings: await finance.settings(user.id),
    }),
  );
  routes.put(
    "/finance/settings",
    { access: "signed-in", body: financeSettingsInputSchema, response: financeSettingsResponseSchema },
    async ({ user, body }) => ({ settings: await finance.saveSettings(user.id, body) }),
  );

  // Plan against actual: Pro, in Advanced Analytics (docs/product-rules.md#money-maker-and-growth-plans).
  routes.get(
    "/finance/targets",
    { access: "advanced-analytics", query: targetsQuerySchema, response: targetsResponseSchema },
    async ({ user, query }) => finance.targets(user.id, query.year),
  );
  routes.put(
    "/finance/targets",
    { access: "advanced-analytics", body: targetInputSchema, response: targetsResponseSchema },
    async ({ user, body }) => finance.saveTarget(user.id, body),
  );
  routes.post(
    "/finance/targets/from-plan",
    { access: "advanced-analytics", body: targetsFromPlanSchema, response: targetsResponseSchema },
    async ({ user, body }) => finance.targetsFromPlan(user.id, body.planId, body.startMonth),
  );

  // The fee schedule and the person's own rates (docs/decisions/1060-estimated-fees-from-a-dated-schedule.md).
  routes.get("/finance/fee-rates", { access: "signed-in", response: feeRatesResponseSchema }, async ({ user }) =>
    feeRates.list(user.id),
  );
  routes.put(
    "/finance/fee-rates/:channel",
    { access: "signed-in", params: feeChannelParamsSchema, body: feeRateInputSchema, response: feeRatesResponseSchema },
    async ({ user, params, body }) => feeRates.save(user.id, params.channel, body),
  );
  routes.delete(
    "/finance/fee-rates/:channel",
    { access: "signed-in", params: feeChannelParamsSchema, status: 204, response: answers.empty },
    async ({ user, params }) => feeRates.reset(user.id, params.channel),
  );

  routes.post(
    "/expenses",
    { access: "signed-in", body: expenseInputSchema, status: 201, response: expenseResponseSchema },
    async ({ user, body }) => ({ expense: presentExpense(await finance.addExpense(user.id, body)) }),
  );
  routes.get(
    "/expenses",
    { access: "signed-in", query: expensesQuerySchema, response: expenseListSchema },
    async ({ user, query }) => ({
      expenses: (await finance.listExpenses(user.id, query.from, query.to)).map(presentExpense),
    }),
  );
  routes.delete(
    "/expenses/:id",
    { access: "signed-in", params: idParamsSchema, status: 204, response: answers.empty },
    async ({ user, params }) => finance.deleteExpense(user.id, params.id),
  );

  return routes.router;
}
