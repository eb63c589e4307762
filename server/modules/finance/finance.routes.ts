/**
 * GET /api/finance/pnl (and pnl.csv), GET/PUT /api/finance/rates, DELETE /api/finance/rates/:currency/:month,
 * GET/PUT /api/finance/settings, POST/GET /api/expenses, DELETE /api/expenses/:id: every plan, signed in
 * (docs/product-rules.md#one-table-for-every-sale). GET/PUT /api/finance/targets and POST
 * /api/finance/targets/from-plan: Pro (Advanced Analytics). GET /api/finance/fee-rates, PUT and DELETE
 * /api/finance/fee-rates/:channel: every plan, signed in.
 */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { toCsv } from "../../http/csv";
import { PNL_CSV_COLUMNS } from "../../../shared/contracts/finance";
import { financeEndpoints as ep } from "../../../shared/contracts/endpoints/finance";
import { createFinanceRepository } from "./finance.repository";
import { createFinanceService } from "./finance.service";
import { presentExpense } from "./finance.presenter";
import { createFeeRatesRepository } from "./fee-rates.repository";
import { createFeeRatesService } from "./fee-rates.service";

export function createFinanceRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const finance = createFinanceService(createFinanceRepository(ctx.db));
  const feeRates = createFeeRatesService(createFeeRatesRepository(ctx.db));

  routes.serve(ep.pnl, async ({ user, query }) => finance.pnl(user.id, query));

  routes.serve(ep.pnlCsv, async ({ user, query, res }) => {
    const pnl = await finance.pnl(user.id, query);
    const rows = [...pnl.rows, { key: "total", label: "Total", ...pnl.totals }].map((r) => ({
      ...r,
      margin: r.margin ?? "",
    }));
    res
      .attachment(`profit-and-loss-${query.from}-to-${query.to}-by-${query.groupBy}.csv`)
      .type("text/csv")
      .send(toCsv(PNL_CSV_COLUMNS, rows));
  });

  routes.serve(ep.rates, async ({ user }) => finance.rates(user.id));
  routes.serve(ep.saveRate, async ({ user, body }) => finance.saveRate(user.id, body));
  routes.serve(ep.removeRate, async ({ user, params }) => finance.deleteRate(user.id, params.currency, params.month));

  routes.serve(ep.settings, async ({ user }) => ({
    settings: await finance.settings(user.id),
  }));
  routes.serve(ep.saveSettings, async ({ user, body }) => ({ settings: await finance.saveSettings(user.id, body) }));

  // Plan against actual: Pro, in Advanced Analytics (docs/product-rules.md#money-maker-and-growth-plans).
  routes.serve(ep.targets, async ({ user, query }) => finance.targets(user.id, query.year));
  routes.serve(ep.saveTarget, async ({ user, body }) => finance.saveTarget(user.id, body));
  routes.serve(ep.targetsFromPlan, async ({ user, body }) =>
    finance.targetsFromPlan(user.id, body.planId, body.startMonth),
  );

  // The fee schedule and the person's own rates (docs/decisions/1060-estimated-fees-from-a-dated-schedule.md).
  routes.serve(ep.feeRates, async ({ user }) => feeRates.list(user.id));
  routes.serve(ep.saveFeeRate, async ({ user, params, body }) => feeRates.save(user.id, params.channel, body));
  routes.serve(ep.resetFeeRate, async ({ user, params }) => feeRates.reset(user.id, params.channel));

  routes.serve(ep.addExpense, async ({ user, body }) => ({
    expense: presentExpense(await finance.addExpense(user.id, body)),
  }));
  routes.serve(ep.expenses, async ({ user, query }) => ({
    expenses: (await finance.listExpenses(user.id, query.from, query.to)).map(presentExpense),
  }));
  routes.serve(ep.removeExpense, async ({ user, params }) => finance.deleteExpense(user.id, params.id));

  return routes.router;
}
