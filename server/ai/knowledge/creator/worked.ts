/**
 * Worked Creative Suite material for every trade of the catalogue (docs/decisions/1487-creative-suite-worked-drafts.md):
 * a real hook, body points, questions buyers ask, calls to action and hashtags, written for that trade's buyers so a
 * person can adapt a finished piece instead of filling brackets. Outside the catalogue the labelled draft to fill of
 * docs/decisions/1433-offline-drafts-say-so.md stays. The trade is read by the understanding layer, never by words of
 * our own (docs/decisions/1486-tools-read-the-understanding-layer.md).
 *
 * No line states a result, a market figure or a number at all (docs/decisions/1481-sources-and-unknowns-in-answers.md,
 * docs/decisions/1483-no-conversion-potential-and-worked-scripts.md): care, process and honest promises only.
 * The material holds no slots, so it reads the same whatever the person typed; the person's audience is placed by
 * compose-worked.ts in slots of its own (docs/decisions/1430-every-slot-has-a-grammatical-role.md).
 */
import type { TradeId } from "../../understanding/lexicon";
import { understand } from "../../understanding/understand";
import { resellsServiceTrade } from "../own-business";
import { WORKED_GOODS } from "./worked-goods";
import { WORKED_FOOD, WORKED_SELLING, SNEAKER_RESALE } from "./worked-selling";
import { WORKED_SERVICES } from "./worked-services";
import { WORKED_LEARNING } from "./worked-learning";
import { WORKED_DIGITAL } from "./worked-digital";

export type WorkedContent = {
  /** Who the example is written for, plural, after "A worked example for": "candle makers". */
  makers: string;
  /** The buyers, when the person names no audience; read after "for" or "to": "anyone who loves a good candle". */
  audience: string;
  /** What a guide covers, a gerund phrase after "it covers": "choosing a candle that burns evenly ...". */
  promise: string;
  /** Opening lines: a question buyers ask, a fact of the trade, a moment from the maker's own work. */
  hooks: { question: string; fact: string; story: string };
  /** Body points, whole sentences; the first sentence of each is its short form (a bullet, a heading). */
  points: readonly string[];
  /** Questions buyers ask: the question, then its answer. */
  faqs: readonly string[];
  /** Calls to action, whole sentences. */
  asks: readonly string[];
  /** Hashtags of the trade, as a buyer would search them. */
  tags: string;
};

/** Every trade of the lexicon: a new trade fails to compile until it has its worked material. */
export const WORKED_CONTENT: Record<TradeId, WorkedContent> = {
  ...WORKED_GOODS,
  ...WORKED_FOOD,
  ...WORKED_SELLING,
  ...WORKED_SERVICES,
  ...WORKED_LEARNING,
  ...WORKED_DIGITAL,
};

/** The trade a topic is about, with its worked material; undefined outside the catalogue (the draft to fill). */
export function workedFor(topic: string): { trade: TradeId; work: WorkedContent } | undefined {
  const { trade, concepts } = understand(topic);
  if (!trade) return undefined;
  // The sneaker trade's own niche is cleaning and restoration; a reseller of pairs ("reselling sneakers", "sneakers on
  // Depop", which the layer reads as resale naming sneakers) gets the sneaker resale material (decision 1478).
  const sellsPairs =
    (trade === "sneakers" && resellsServiceTrade(topic, trade)) ||
    (trade === "resale" && concepts.includes("sneakers"));
  return { trade, work: sellsPairs ? SNEAKER_RESALE : WORKED_CONTENT[trade] };
}
