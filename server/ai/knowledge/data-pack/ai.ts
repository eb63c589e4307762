/** Generative AI spending and adoption figures of the data pack (docs/decisions/1480-a-dated-data-pack.md). */
import type { PackFigure, PackSource } from "./types";

const READ = "2026-11-28";

const GARTNER_GENAI: PackSource = {
  name: "Gartner Forecasts Worldwide GenAI Spending to Reach $644 Billion in 2025 (March 2025, reported by Express Computer)",
  publisher: "Gartner",
  url: "https://www.expresscomputer.in/news/gartner-forecasts-worldwide-genai-spending-to-reach-644-billion-in-2025/123559/",
  retrieved: READ,
};
const GARTNER_GENAI_TABLE: PackSource = {
  name: "Gartner GenAI spending forecast, Table 1 by market segment (March 2025, reported by Day of Dubai)",
  publisher: "Gartner",
  url: "https://dayofdubai.com/news/gartner-predicts-global-generative-ai-spending-to-hit-644-billion-in-2025",
  retrieved: READ,
};
const MCKINSEY_AI: PackSource = {
  name: "The state of AI in early 2024: Gen AI adoption spikes and starts to generate value (reported by Newzchain)",
  publisher: "McKinsey & Company",
  url: "https://newzchain.com/mckinsey-report-ai-adoption-2024",
  retrieved: READ,
};

export const AI_FIGURES: PackFigure[] = [
  {
    id: "genai-spending-global-2025",
    value: 644,
    unit: "usd-billions",
    measures: "worldwide generative AI spending (devices, servers, software and services), forecast",
    region: "Global",
    year: 2025,
    forecast: true,
    source: GARTNER_GENAI,
  },
  {
    id: "genai-spending-growth-2025",
    value: 76.4,
    unit: "percent",
    measures: "growth of worldwide generative AI spending over 2024, forecast",
    region: "Global",
    year: 2025,
    forecast: true,
    source: GARTNER_GENAI,
  },
  {
    id: "genai-spending-global-2024",
    value: 364.96,
    unit: "usd-billions",
    measures: "worldwide generative AI spending (devices, servers, software and services)",
    region: "Global",
    year: 2024,
    source: GARTNER_GENAI_TABLE,
  },
  {
    id: "genai-software-spending-2025",
    value: 37.157,
    unit: "usd-billions",
    measures: "forecast worldwide spending on generative AI software",
    region: "Global",
    year: 2025,
    forecast: true,
    source: GARTNER_GENAI_TABLE,
  },
  {
    id: "genai-regular-use-2024",
    value: 65,
    unit: "percent",
    measures: "share of organizations regularly using generative AI (McKinsey Global Survey respondents)",
    region: "Global",
    year: 2024,
    source: MCKINSEY_AI,
  },
];
