/**
 * An answer's market figures from the data pack (docs/decisions/1481-sources-and-unknowns-in-answers.md): the size,
 * growth, regional sizes and published forecast of one market, each with its citation, and an `unknown` entry for every
 * field no source fills. Every tool that states a market figure builds it here.
 */
import type { MarketRegion } from "../../../../shared/contracts/market-analysis";
import type { FigureSource, UnknownFigure } from "../../../../shared/contracts/sources";
import { citation, figurePhrase, figureText, packFigure, type Figure } from "./index";
import type { MarketFigureIds } from "./markets";

/** The names a pack figure's region must have to stand for a region of the market page. */
const REGION_NAMES: Record<Exclude<MarketRegion, "global">, string[]> = {
  "north-america": ["North America"],
  europe: ["Europe"],
  "asia-pacific": ["Asia-Pacific"],
  "emerging-markets": ["Emerging Markets"],
};

export type SourcedMarket = {
  size: Figure | null;
  growth: Figure | null;
  forecast: Figure[];
  regions: Figure[];
  notes: Figure[];
  sources: FigureSource[];
  unknown: UnknownFigure[];
};

/** The market's figures for one region; `what` names the market in the reasons ("the candle market"). */
export function sourcedMarket(ids: MarketFigureIds | undefined, region: MarketRegion, what: string): SourcedMarket {
  const get = (id: string | undefined) => (id ? packFigure(id) : null);
  const regional = (ids?.regions ?? []).map(packFigure);
  // A region's own figure when the pack has one for exactly that region; else the figure the source gives (usually
  // global), which says where it covers beside it. A neighbouring region's figure is never used.
  const own = region === "global" ? undefined : regional.find((f) => REGION_NAMES[region].includes(f.region));
  const size = own ?? get(ids?.size);
  const growth = get(ids?.growth);
  const forecast = (ids?.forecast ?? []).map(packFigure).filter((f) => f.unit === "usd-billions");
  const notes = (ids?.notes ?? []).map(packFigure);
  const sources: FigureSource[] = [];
  const unknown: UnknownFigure[] = [];
  if (size) sources.push(citation("marketSize", size));
  else unknown.push({ field: "marketSize", reason: `No published size of ${what} is in our data pack yet.` });
  if (size && region !== "global" && size.region === "Global")
    unknown.push({
      field: "marketSize",
      reason: `No published size of ${what} for this region alone is in our data pack; the figure shown is global.`,
    });
  if (growth) sources.push(citation("growthRate", growth));
  else unknown.push({ field: "growthRate", reason: `No published growth rate of ${what} is in our data pack yet.` });
  for (const f of forecast) sources.push(citation("forecast", f));
  if (!forecast.length)
    unknown.push({ field: "forecast", reason: `No published forecast of ${what} is in our data pack.` });
  for (const f of regional) sources.push(citation("regions", f));
  for (const f of notes) sources.push(citation("aiInsights", f));
  return { size, growth, forecast, regions: regional, notes, sources: dedupe(sources), unknown };
}

/** One sentence of the market's sourced figures, or of what is not known: "$187.7B (global games market revenue, 2024
 * forecast), growing 2.1% a year (see sources)". */
export function marketSentence(m: SourcedMarket, what: string): string {
  if (!m.size && !m.growth) return `No published size or growth of ${what} is in our data pack yet.`;
  const parts = [m.size ? figurePhrase(m.size) : `size of ${what} not known`];
  if (m.growth)
    parts.push(`growing ${figureText(m.growth)} a year (${m.growth.year}${m.growth.forecast ? " forecast" : ""})`);
  else parts.push("growth not known");
  return parts.join(", ");
}

function dedupe(sources: FigureSource[]): FigureSource[] {
  const seen = new Set<string>();
  return sources.filter((s) => {
    const key = `${s.field}|${s.url}|${s.year}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * One industry's market in a sentence for the niche and idea tools, with the citations for `field`: "Gaming &
 * Entertainment: $187.7B (global games market revenue, 2024 forecast), growing 2.1% a year (2024 forecast)".
 */
export function industryMarket(ids: MarketFigureIds | undefined, label: string, field: string) {
  const m = sourcedMarket(ids, "global", `the ${label.toLowerCase()} market`);
  const cited = (f: Figure | null) => (f ? [citation(field, f)] : []);
  return {
    text: marketSentence(m, `the ${label.toLowerCase()} market`),
    growth: m.growth?.value ?? null,
    growthText: m.growth ? figureText(m.growth) : null,
    sources: [...cited(m.size), ...cited(m.growth)],
    unknown: m.size
      ? []
      : [
          {
            field,
            reason: `No published size or growth of the ${label.toLowerCase()} market is in our data pack yet.`,
          },
        ],
  };
}
