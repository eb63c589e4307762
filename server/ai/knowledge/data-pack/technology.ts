/** Software, cloud, energy and education figures of the data pack (docs/decisions/1480-a-dated-data-pack.md). */
import type { PackFigure, PackSource } from "./types";

const READ = "2026-11-28";

const GARTNER_IT: PackSource = {
  name: "Gartner Forecasts Worldwide IT Spending to Grow 7.5% in 2024 (July 2024, reported by NCN)",
  publisher: "Gartner",
  url: "https://www.ncnonline.net/gartner-forecasts-worldwide-it-spending-to-grow-7-5-in-2024/",
  retrieved: READ,
};
const GARTNER_CLOUD: PackSource = {
  name: "Gartner Forecasts Worldwide Public Cloud End-User Spending to Surpass $675 Billion in 2024 (reported by ICT Business)",
  publisher: "Gartner",
  url: "https://www.ictbusiness.biz/analysis/public-cloud-end-user-spending-to-surpass-675-billion-in-2024",
  retrieved: READ,
};
const IEA: PackSource = {
  name: "World Energy Investment 2024",
  publisher: "International Energy Agency",
  url: "https://www.iea.org/reports/world-energy-investment-2024/overview-and-key-findings",
  retrieved: READ,
};
const IEA_REGIONS: PackSource = {
  name: "World Energy Investment 2024 (reported by Energia)",
  publisher: "International Energy Agency",
  url: "https://www.energiafed.be/fr/iea-world-energy-investment-2024",
  retrieved: READ,
};
const HOLONIQ: PackSource = {
  name: "10 Charts for a Changing Education Market",
  publisher: "HolonIQ",
  url: "https://www.holoniq.com/notes/10-charts-for-a-changing-education-market/",
  retrieved: READ,
};

const cleanEnergy = (id: string, value: number, region: string): PackFigure => ({
  id,
  value,
  unit: "usd-billions",
  measures: `clean energy investment in ${region}, estimate`,
  region,
  year: 2024,
  forecast: true,
  source: IEA_REGIONS,
});

export const TECHNOLOGY_FIGURES: PackFigure[] = [
  {
    id: "software-global-spending-2024",
    value: 1096.9,
    unit: "usd-billions",
    measures: "worldwide software spending, forecast",
    region: "Global",
    year: 2024,
    forecast: true,
    source: GARTNER_IT,
  },
  {
    id: "software-global-spending-growth-2024",
    value: 12.6,
    unit: "percent",
    measures: "growth of worldwide software spending over 2023, forecast",
    region: "Global",
    year: 2024,
    forecast: true,
    source: GARTNER_IT,
  },
  {
    id: "saas-global-spending-2024",
    value: 247.2,
    unit: "usd-billions",
    measures: "worldwide end-user spending on SaaS, forecast",
    region: "Global",
    year: 2024,
    forecast: true,
    source: GARTNER_CLOUD,
  },
  {
    id: "saas-global-spending-growth-2024",
    value: 20,
    unit: "percent",
    measures: "growth of worldwide SaaS spending over 2023, forecast",
    region: "Global",
    year: 2024,
    forecast: true,
    source: GARTNER_CLOUD,
  },
  {
    id: "clean-energy-investment-global-2024",
    value: 2000,
    unit: "usd-billions",
    measures: "global investment in clean energy technologies and infrastructure (investment, not sales), estimate",
    region: "Global",
    year: 2024,
    forecast: true,
    source: IEA,
  },
  cleanEnergy("clean-energy-investment-china-2024", 675, "China"),
  cleanEnergy("clean-energy-investment-europe-2024", 370, "Europe"),
  cleanEnergy("clean-energy-investment-us-2024", 315, "the United States"),
  {
    id: "education-global-spending-2025",
    value: 7300,
    unit: "usd-billions",
    measures: "global education and training expenditure, forecast",
    region: "Global",
    year: 2025,
    forecast: true,
    source: HOLONIQ,
  },
];
