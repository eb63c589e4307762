/**
 * Where each trade of the lexicon is in the catalogue (docs/decisions/1434-one-understanding-layer-one-text-gate.md):
 * the niche of the offline playbooks (niche discovery, business ideas) and the side hustle that are that trade. A
 * trade without a niche has none in the playbooks yet; tests/unit/understanding.test.ts checks every name exists.
 */
import type { NicheIndustry } from "../../../shared/contracts/niche-discovery";
import { LEXICON, type TradeId } from "./lexicon";

type Place = { industry: NicheIndustry; niche: string } | undefined;

const at = (industry: NicheIndustry, niche: string): Place => ({ industry, niche });

/** The playbook niche of each trade, when the playbooks hold one. */
export const TRADE_NICHES: Record<TradeId, Place> = {
  candles: at("ecommerce", "Small-Batch Candle & Home Fragrance Brand"),
  jewellery: at("lifestyle", "Handmade Jewellery Brand"),
  pets: at("ecommerce", "Pet Supplies Micro-Brand"),
  "food-from-home": at("food", "Meal-Prep Delivery"),
  baking: at("food", "Home Bakery with Pre-Order Drops"),
  tutoring: at("education", "Exam-Prep Tutoring Collective"),
  languages: at("education", "Language Exchange Conversation Club"),
  "digital-templates": at("technology", "Notion & Airtable Template Shop"),
  resale: at("ecommerce", "Vintage Reselling Shop"),
  sneakers: at("lifestyle", "Sneaker Cleaning & Restoration"),
  beauty: at("lifestyle", "Clean Skincare Micro-Brand"),
  "car-detailing": undefined,
  cleaning: undefined,
  "video-editing": at("content", "Short-Form Video Editing Service"),
  "graphic-design": at("entertainment", "Stream Overlay & Branding Studio"),
  software: at("technology", "Micro-SaaS Booking Tool"),
  photography: undefined,
  fitness: at("health", "Online Strength Coaching"),
  "print-on-demand": at("ecommerce", "Print-on-Demand Merch Brand"),
  clothing: at("lifestyle", "Upcycled Streetwear Label"),
  crafts: at("sustainability", "Upcycled Home Decor Brand"),
  gardening: undefined,
  plants: undefined,
  "tech-repair": at("sustainability", "Electronics Repair & Refurb Shop"),
  "social-media": undefined,
  writing: at("content", "Niche Newsletter Media Brand"),
  "music-audio": at("content", "Podcast Production Studio"),
  gaming: at("entertainment", "Gaming Coaching Platform"),
  "game-nights": at("entertainment", "Board Game & TTRPG Café Nights"),
  drinks: at("food", "Craft Beverage Brand"),
  dropshipping: at("ecommerce", "Private-Label Niche Products"),
  art: at("entertainment", "Stream Overlay & Branding Studio"),
  "virtual-assistant": undefined,
  "content-creation": at("content", "Faceless Educational YouTube Channel"),
  courses: at("education", "Cohort Course on a Practical Skill"),
  bookkeeping: at("finance", "Bookkeeping & Tax Prep"),
  wellness: at("health", "Mindfulness & Burnout Workshops"),
  "eco-products": at("sustainability", "Refill & Zero-Waste Delivery"),
  "gifts-delivery": at("ecommerce", "Local Same-Day Gift Delivery"),
  snacks: at("health", "Functional Snack Brand"),
  childcare: undefined,
  styling: at("lifestyle", "Personal Styling & Wardrobe Edit Service"),
};

/** A trade's name as people say it ("resale and vintage"). */
export const tradeLabel = (trade: TradeId): string => LEXICON[trade].label;

/** The trade whose playbook niche this is (the first, where two trades share one), or undefined. */
export function tradeOfNiche(niche: string): TradeId | undefined {
  return (Object.keys(TRADE_NICHES) as TradeId[]).find((t) => TRADE_NICHES[t]?.niche === niche);
}
