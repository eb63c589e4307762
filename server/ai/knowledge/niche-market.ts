/**
 * Which market's figures a niche quotes (D20; docs/decisions/1490-a-niche-quotes-its-own-market.md): its own trade's
 * when the data pack has them (a candle brand quotes the candle market, not all of e-commerce), else its industry's,
 * unless those figures measure another trade (an upcycled streetwear label is not the beauty market): then no figure,
 * and the answer says none is known. A niche naming a concept that narrows its trade (an AI automation agency is
 * software, and AI) quotes that narrower market.
 */
import { understand } from "../understanding/understand";
import { LEXICON, tradeOf, type ConceptId, type TradeId } from "../understanding/lexicon";
import { CONCEPT_MARKETS, INDUSTRY_MARKETS, TRADE_MARKETS, type MarketFigureIds } from "./data-pack/markets";
import { INDUSTRY_FIGURES, type IndustryKey } from "./taxonomy";

export type NicheMarket = { ids: MarketFigureIds | undefined; label: string };

/** Figure ids the pack gives a trade of its own: an industry quoting one of these is quoting that trade. */
const TRADE_FIGURES = new Map(
  Object.entries(TRADE_MARKETS).flatMap(([trade, ids]) => (ids?.size ? [[ids.size, trade] as const] : [])),
);

export function nicheMarket(niche: { name: string; description: string }, industry: IndustryKey): NicheMarket {
  const reading = understand(`${niche.name}. ${niche.description}`);
  const trade = reading.trade;
  const narrower = narrowerMarket(reading.concepts, trade);
  if (narrower) return { ids: INDUSTRY_MARKETS[narrower], label: INDUSTRY_FIGURES[narrower].label };
  const own = trade ? TRADE_MARKETS[trade] : undefined;
  if (trade && own?.size) return { ids: own, label: LEXICON[trade].label };
  const ids = INDUSTRY_MARKETS[industry];
  const claimedBy = ids?.size ? TRADE_FIGURES.get(ids.size) : undefined;
  if (trade && claimedBy && claimedBy !== trade) return { ids: undefined, label: LEXICON[trade].label };
  return { ids, label: INDUSTRY_FIGURES[industry].label };
}

/** The market a concept of the text narrows its trade to (CONCEPT_MARKETS), when the pack covers it. */
export function narrowerMarket(concepts: readonly ConceptId[], trade: TradeId | null): IndustryKey | undefined {
  for (const concept of concepts) {
    const industry = CONCEPT_MARKETS[concept];
    if (industry && trade && tradeOf(concept) === trade && INDUSTRY_MARKETS[industry]?.size) return industry;
  }
  return undefined;
}
