/** Fintech and payments figures of the data pack (docs/decisions/1480-a-dated-data-pack.md). */
import type { PackFigure, PackSource } from "./types";

const READ = "2026-11-28";

const MCKINSEY_FINTECH: PackSource = {
  name: "Fintechs: A new paradigm of growth (reported by Fintech Magazine Africa)",
  publisher: "McKinsey & Company",
  url: "https://fintechmagazine.africa/2024/01/17/fintech-revenue-predicted-to-surpass-that-of-traditional-banks-by-three-fold-in-2028-report",
  retrieved: READ,
};
const MCKINSEY_PAYMENTS: PackSource = {
  name: "Global payments in 2024: Simpler interfaces, complex reality",
  publisher: "McKinsey & Company",
  url: "https://mckinsey.com.br/industries/financial-services/our-insights/global-payments-in-2024-simpler-interfaces-complex-reality",
  retrieved: READ,
};

export const FINTECH_FIGURES: PackFigure[] = [
  {
    id: "fintech-revenue-global-2028",
    value: 400,
    unit: "usd-billions",
    measures: "global fintech net revenue, lower bound, forecast",
    region: "Global",
    year: 2028,
    forecast: true,
    source: MCKINSEY_FINTECH,
  },
  {
    id: "fintech-revenue-growth-2028",
    value: 15,
    unit: "percent",
    measures: "yearly growth of global fintech revenue from 2022 to 2028, forecast",
    region: "Global",
    year: 2028,
    forecast: true,
    source: MCKINSEY_FINTECH,
  },
  {
    id: "payments-revenue-global-2023",
    value: 2400,
    unit: "usd-billions",
    measures: "global payments industry revenue",
    region: "Global",
    year: 2023,
    source: MCKINSEY_PAYMENTS,
  },
  {
    id: "payments-revenue-global-2028",
    value: 3100,
    unit: "usd-billions",
    measures: "global payments industry revenue, forecast",
    region: "Global",
    year: 2028,
    forecast: true,
    source: MCKINSEY_PAYMENTS,
  },
  {
    id: "payments-revenue-growth-2028",
    value: 5,
    unit: "percent",
    measures: "yearly growth of global payments revenue from 2023 to 2028, forecast",
    region: "Global",
    year: 2028,
    forecast: true,
    source: MCKINSEY_PAYMENTS,
  },
];
