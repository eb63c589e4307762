/** Wellness, physical activity and supplement figures of the data pack (docs/decisions/1480-a-dated-data-pack.md). */
import type { PackFigure, PackSource } from "./types";

const READ = "2026-11-28";

const GWI: PackSource = {
  name: "Global Wellness Economy Monitor 2024, as reported on the GWI blog: Why the Wellness Market Performs So Well, So Consistently",
  publisher: "Global Wellness Institute",
  url: "https://globalwellnessinstitute.org/global-wellness-institute-blog/2024/11/26/why-the-wellness-market-performs-so-well-so-consistently-despite-slow-economic-growth",
  retrieved: READ,
};
const GWI_2028: PackSource = {
  name: "Global Wellness Economy Monitor 2024 (reported by CPA Australia INTHEBLACK)",
  publisher: "Global Wellness Institute",
  url: "https://intheblack.cpaaustralia.com.au/business-and-finance/why-wellness-reshaping-global-consumer-trends",
  retrieved: READ,
};
const GWI_ACTIVITY: PackSource = {
  name: "Move to be Well: The Global Economy of Physical Activity, October 2019 (reported by Health Club Management)",
  publisher: "Global Wellness Institute",
  url: "https://www.worldleisurejobs.com/detail.cfm?pagetype=featuresonline&featureid=34061&mag=Health%20Club%20Management&linktype=story&source=none&ref=n",
  retrieved: READ,
};
const NCHS: PackSource = {
  name: "Dietary Supplement Use Among Adults: United States, 2017–2018 (NCHS Data Brief No. 399, February 2021; copy on docslib)",
  publisher: "National Center for Health Statistics (CDC)",
  url: "https://docslib.org/doc/13167028/dietary-supplement-use-among-adults-united-states-2017-2018",
  retrieved: READ,
};

export const WELLNESS_FIGURES: PackFigure[] = [
  {
    id: "wellness-economy-global-2023",
    value: 6300,
    unit: "usd-billions",
    measures: "global wellness economy (consumer spending across the wellness sectors)",
    region: "Global",
    year: 2023,
    source: GWI,
  },
  {
    id: "wellness-economy-growth-2028",
    value: 7.3,
    unit: "percent",
    measures: "yearly growth of the global wellness economy from 2023 to 2028, forecast",
    region: "Global",
    year: 2028,
    forecast: true,
    source: GWI,
  },
  {
    id: "wellness-economy-global-2028",
    value: 8900,
    unit: "usd-billions",
    measures: "global wellness economy, forecast",
    region: "Global",
    year: 2028,
    forecast: true,
    source: GWI_2028,
  },
  {
    id: "physical-activity-global-2018",
    value: 828,
    unit: "usd-billions",
    measures:
      "global physical activity economy (fitness, sports and recreation, mindful movement, equipment, apparel and technology)",
    region: "Global",
    year: 2018,
    source: GWI_ACTIVITY,
  },
  {
    id: "physical-activity-global-2023",
    value: 1100,
    unit: "usd-billions",
    measures: "global physical activity economy, forecast",
    region: "Global",
    year: 2023,
    forecast: true,
    source: GWI_ACTIVITY,
  },
  {
    id: "physical-activity-growth-2023",
    value: 6.6,
    unit: "percent",
    measures: "yearly growth of the global physical activity economy from 2018 to 2023, forecast",
    region: "Global",
    year: 2023,
    forecast: true,
    source: GWI_ACTIVITY,
  },
  {
    id: "mindful-movement-global-2018",
    value: 29,
    unit: "usd-billions",
    measures: "global spending on mindful movement such as yoga",
    region: "Global",
    year: 2018,
    source: GWI_ACTIVITY,
  },
  {
    id: "supplements-us-adult-use-2018",
    value: 57.6,
    unit: "percent",
    measures: "share of U.S. adults aged 20 and over who used a dietary supplement in the past 30 days",
    region: "United States",
    year: 2018,
    source: NCHS,
  },
];
