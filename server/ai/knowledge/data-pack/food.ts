/** Food figures of the data pack: specialty food, restaurants and foodservice, baking (docs/decisions/1480-a-dated-data-pack.md). */
import type { PackFigure, PackSource } from "./types";

const READ = "2026-11-28";

const SFA: PackSource = {
  name: "The State of the Specialty Food Industry, 2023 edition (reported by Progressive Grocer)",
  publisher: "Specialty Food Association",
  url: "https://progressivegrocer.com/specialty-food-sales-reach-record-high-retail",
  retrieved: READ,
};
const SFA_2023: PackSource = {
  name: "The State of the Specialty Food Industry, 2023 edition (reported by BroadwayWorld)",
  publisher: "Specialty Food Association",
  url: "https://www.broadwayworld.com/bwwfood-wine/article/Specialty-Food-and-Beverage-Sales-Expected-to-Reach-207-Billion-in-2023-20230625",
  retrieved: READ,
};
const NRA: PackSource = {
  name: "2024 State of the Restaurant Industry (reported by Baking Business)",
  publisher: "National Restaurant Association",
  url: "https://www.bakingbusiness.com/articles/60821-nra-sees-restaurant-sales-reaching-11-trillion-in-2024",
  retrieved: READ,
};
const ABA: PackSource = {
  name: "The Baking Industry 2023 Economic Impact Study (with John Dunham & Associates, reported by Perishable News)",
  publisher: "American Bakers Association",
  url: "https://www.perishablenews.com/bakery/new-report-examines-economic-impact-of-baking-sector-in-2023/",
  retrieved: READ,
};

export const FOOD_FIGURES: PackFigure[] = [
  {
    id: "specialty-food-us-2022",
    value: 194,
    unit: "usd-billions",
    measures: "U.S. specialty food and beverage sales across retail and foodservice",
    region: "United States",
    year: 2022,
    source: SFA,
  },
  {
    id: "specialty-food-us-growth-2022",
    value: 9.3,
    unit: "percent",
    measures: "growth of U.S. specialty food and beverage sales over 2021",
    region: "United States",
    year: 2022,
    source: SFA,
  },
  {
    id: "specialty-food-us-2023",
    value: 207,
    unit: "usd-billions",
    measures: "U.S. specialty food and beverage sales, forecast",
    region: "United States",
    year: 2023,
    forecast: true,
    source: SFA_2023,
  },
  {
    id: "restaurant-us-sales-2024",
    value: 1100,
    unit: "usd-billions",
    measures: "U.S. restaurant and foodservice industry sales, forecast",
    region: "United States",
    year: 2024,
    forecast: true,
    source: NRA,
  },
  {
    id: "baking-us-direct-output-2023",
    value: 186.83,
    unit: "usd-billions",
    measures: "direct economic output of the U.S. baking industry (output at producer prices, not retail sales)",
    region: "United States",
    year: 2023,
    source: ABA,
  },
];
