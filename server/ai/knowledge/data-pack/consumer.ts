/** Consumer goods figures of the data pack: pets, beauty, candles (docs/decisions/1480-a-dated-data-pack.md). */
import type { PackFigure, PackSource } from "./types";

const READ = "2026-11-28";

const APPA: PackSource = {
  name: "APPA pet industry spending data for 2022 (reported by Canine Culture)",
  publisher: "American Pet Products Association",
  url: "https://canineculture.ca/2023emerging-trends-in-the-pet-world-the-human-wellness-pet-food-crossover/",
  retrieved: READ,
};
const MCKINSEY: PackSource = {
  name: "The beauty market in 2023: A special State of Fashion report",
  publisher: "McKinsey & Company and The Business of Fashion",
  url: "https://www.mckinsey.com/industries/retail/our-insights/the-beauty-market-in-2023-a-special-state-of-fashion-report",
  retrieved: READ,
};
const NCA: PackSource = {
  name: "Candle Facts & Figures (figure from Mintel, 2013)",
  publisher: "National Candle Association",
  url: "https://candles.org/facts-figures-2/",
  retrieved: READ,
};

export const CONSUMER_FIGURES: PackFigure[] = [
  {
    id: "pets-us-spending-2022",
    value: 136.8,
    unit: "usd-billions",
    measures: "U.S. pet industry sales",
    region: "United States",
    year: 2022,
    source: APPA,
  },
  {
    id: "pets-us-spending-growth-2022",
    value: 10.8,
    unit: "percent",
    measures: "growth of U.S. pet industry sales over 2021",
    region: "United States",
    year: 2022,
    source: APPA,
  },
  {
    id: "pets-us-services-2022",
    value: 11.4,
    unit: "usd-billions",
    measures: "U.S. spending on pet services (grooming, dog walking, boarding)",
    region: "United States",
    year: 2022,
    source: APPA,
  },
  {
    id: "beauty-global-2022",
    value: 430,
    unit: "usd-billions",
    measures: "global beauty market revenue (skincare, fragrance, makeup, haircare)",
    region: "Global",
    year: 2022,
    source: MCKINSEY,
  },
  {
    id: "beauty-global-2027",
    value: 580,
    unit: "usd-billions",
    measures: "global beauty market revenue, forecast",
    region: "Global",
    year: 2027,
    forecast: true,
    source: MCKINSEY,
  },
  {
    id: "beauty-global-growth-2027",
    value: 6,
    unit: "percent",
    measures: "yearly growth of the global beauty market to 2027, forecast",
    region: "Global",
    year: 2027,
    forecast: true,
    source: MCKINSEY,
  },
  {
    id: "candles-us-retail-2013",
    value: 3.14,
    unit: "usd-billions",
    measures: "U.S. retail sales of candle products a year",
    region: "United States",
    year: 2013,
    source: NCA,
  },
  {
    id: "candles-holiday-share",
    value: 35,
    unit: "percent",
    measures: "share of U.S. candle sales made in the Christmas and holiday season",
    region: "United States",
    year: 2013,
    source: NCA,
  },
];
