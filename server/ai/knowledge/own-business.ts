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
import { conceptsAnywhere, conceptsOf, understand } from "../understanding/understand";
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

/**
 * Whether words say the person resells the thing rather than making or servicing it ("sneaker reselling", "I flip
 * trainers"): the lexicon's reselling concept.
 */
const resells = (text: string) => conceptsAnywhere(text).has("reselling");

/** A plural noun for the thing resold: "sneaker" → "sneakers". */
const plural = (thing: string) => (/s$/i.test(thing) ? thing : `${thing}s`);

/** The general resale frame: buying one kind of thing below what it resells for (no market figure of its own). */
export function resaleFrame(product: string): NicheTemplate {
  // The thing resold, without the words that say it is resold ("sneaker reselling" → "sneakers").
  const kept = product.split(/\s+/).filter((word) => !resells(word));
  const thing = plural(kept.join(" ").trim() || "items");
  const named = titleCase(thing.replace(/\s+for\s+.*$/i, ""));
  return {
    name: `${named} Resale Shop`,
    description:
      `Buy ${thing} below what they resell for (at retail drops, in sales and second hand), check each one is genuine, and resell on eBay, Depop and the platforms where ${thing} sell. ` +
      `Our catalogue's line for this trade is a service, not reselling, so this uses a general resale frame: its costs, margins and steps are those of small-scale reselling, not figures measured for ${thing}.`,
    model: "Buy low, resell higher, one item at a time",
    competition: "High",
    capital: 1,
    revenue: [300, 2500],
    margin: [20, 40],
    timeToMarket: "1-2 weeks",
    skills: [`Knowing what ${thing} sell for`, "Spotting fakes", "Product photography"],
    terms: ["resale"],
    pros: ["Stock sells from the first week", "Knowing sold prices gives you the edge"],
    cons: ["Fees and fakes eat thin margins: check sold prices before every buy", "Money sits in stock until it sells"],
    steps: [
      `Write down the sold prices of 30 ${thing} you could buy this month`,
      "Buy two or three only where the sold price covers fees, shipping and a margin",
      "Photograph each one in daylight with proof it is genuine and list it on two platforms",
      "Put every sale's money back into the next buy and note what sold fastest",
    ],
  };
}

/**
 * Whether the text resells a thing whose trade the catalogue knows as a service around it ("sneaker reselling"):
 * that trade's niche and worked sales pitch are the service's, not a reseller's (decision 1478).
 */
export function resellsServiceTrade(text: string, trade: TradeId | null): boolean {
  return trade !== null && RESALE_FRAME_TRADES.has(trade) && resells(text);
}

/** Trades whose own niche is the general handmade frame: their products are too varied for one playbook niche. */
const HANDMADE_TRADES = new Set<TradeId>(["crafts"]);

/** Trades whose catalogue niche is a service around the thing, so a reseller of it needs the resale frame. */
const RESALE_FRAME_TRADES = new Set<TradeId>(["sneakers"]);

/** The upcycled decor niche really is theirs ("upcycled furniture", "reclaimed wood"): the layer's upcycledGoods concept. */
const upcycled = (text: string) => conceptsOf([text]).has("upcycledGoods");

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
  if (HANDMADE_TRADES.has(trade) && !upcycled(text))
    return { trade, industry: "ecommerce", niche: handmadeFrame(product), general: true, product };
  // A reseller of a thing whose trade's niche is a service (sneaker cleaning) resells it: a general resale frame.
  if (resellsServiceTrade(text, trade))
    return { trade, industry: "ecommerce", niche: resaleFrame(product), general: true, product };
  const place = TRADE_NICHES[trade];
  const niche = place && PLAYBOOKS[place.industry].niches.find((n) => n.name === place.niche);
  return place && niche ? { trade, industry: place.industry, niche, general: false, product } : undefined;
}
