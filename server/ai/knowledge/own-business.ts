/**
 * The person's own business as the catalogue knows it (docs/decisions/1475-own-trade-or-a-handmade-frame.md): the
 * playbook niche of the trade their words name, or, for a handmade product the catalogue has no line for (resin
 * coasters, calligraphy prints, crochet plushies, soap), a general handmade-goods frame that names their product
 * and says plainly it is a general frame. Never another trade's niche: a soap maker is not offered a candle brand.
 * Niche discovery and business ideas both put what this returns first.
 */
import type { NicheIndustry } from "../../../shared/contracts/niche-discovery";
import { PLAYBOOKS, type NicheTemplate } from "./playbooks";
import { TRADE_NICHES } from "../understanding/catalogue";
import type { TradeId } from "../understanding/lexicon";
import { understand } from "../understanding/understand";
import { clipText } from "./template";

export type OwnBusiness = {
  /** The trade the words name (null never: no trade, no own business). */
  trade: TradeId;
  /** The playbook the niche is drawn from (the handmade frame uses e-commerce's companies and market). */
  industry: NicheIndustry;
  niche: NicheTemplate;
  /** True for the general handmade-goods frame, which the answer says it is. */
  general: boolean;
  /** The person's product in their words ("resin coasters"). */
  product: string;
};

/** Trades whose own niche is the general handmade frame: their products are too varied for one playbook niche. */
const HANDMADE_TRADES = new Set<TradeId>(["crafts"]);

/** Words that mean the upcycled decor niche really is theirs ("upcycled furniture", "reclaimed wood"). */
const UPCYCLED = /\b(upcycl|reclaim|furniture|salvag)/i;

/** "Resin Coasters" from "resin coasters" (a word typed with capitals is kept as typed). */
const titleCase = (text: string) =>
  text
    .split(/\s+/)
    .map((w) => (w === w.toLowerCase() ? w.charAt(0).toUpperCase() + w.slice(1) : w))
    .join(" ");

/** The product in the person's words, without "I make" or a leading "handmade" the frame's name already says. */
export function productWords(text: string): string {
  const words = clipText(text.replace(/\s+/g, " ").trim(), 60)
    .replace(/^(i\s+(make|sell|do|create)|i'm\s+making|making|selling)\s+/i, "")
    .replace(/[.!]+$/, "");
  return words;
}

/** The general handmade-goods frame for one product, as a playbook niche (no market figure of its own). */
export function handmadeFrame(product: string): NicheTemplate {
  // A name says no "for" of its own (the audience is appended); "handmade" is said once.
  const named = titleCase(product.replace(/\s+for\s+.*$/i, "").replace(/^(hand[- ]?made|homemade)\s+/i, ""));
  return {
    name: `Handmade ${named} Shop`,
    description:
      `${product.charAt(0).toUpperCase()}${product.slice(1)} made in small batches and sold on Etsy, at craft markets and to local gift shops. ` +
      `Our catalogue has no line of its own for ${product} yet, so this uses a general handmade-goods frame: its costs, margins and steps are those of small-batch handmade goods, not figures measured for ${product}.`,
    model: "Product sales of small handmade batches",
    competition: "Medium",
    capital: 1,
    revenue: [400, 3000],
    margin: [50, 70],
    timeToMarket: "2-4 weeks",
    skills: [clipText(`Making ${product} to a steady standard`, 80), "Product photography", "Craft-market selling"],
    terms: ["crafts"],
    pros: ["A first batch costs little in materials", "Handmade pieces sell as gifts all year"],
    cons: [
      "Each piece takes your time: price for your hours as well as your materials",
      `Check the safety and labelling rules for ${product} where you sell before your first sale`,
    ],
    steps: [
      `Make a first batch of ${product} and price each piece from its materials and your hours`,
      "Photograph the batch in daylight and list your best three pieces on Etsy",
      "Sell at one local craft market and note which pieces go first",
      "Ask two local gift shops to stock a few pieces on sale or return",
    ],
  };
}

/**
 * The person's own business from what they sell (or, without it, their first skill): their trade's niche, the
 * handmade frame for a handmade product, or undefined when the words name no trade or a trade with no niche.
 */
export function ownBusiness(text: string | undefined): OwnBusiness | undefined {
  if (!text?.trim()) return undefined;
  const trade = understand(text).trade;
  if (!trade) return undefined;
  const product = productWords(text);
  if (HANDMADE_TRADES.has(trade) && !UPCYCLED.test(text))
    return { trade, industry: "ecommerce", niche: handmadeFrame(product), general: true, product };
  const place = TRADE_NICHES[trade];
  const niche = place && PLAYBOOKS[place.industry].niches.find((n) => n.name === place.niche);
  return place && niche ? { trade, industry: place.industry, niche, general: false, product } : undefined;
}
