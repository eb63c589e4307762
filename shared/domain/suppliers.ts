/**
 * Supplier database rules (docs/spec-notes.md#screens-and-routes, #constants-and-option-lists;
 * docs/product-rules.md#reference-catalogues): the option lists, and how HustleForge rates a supplier. The ratings are
 * ours, derived from two public facts about each company (what kind of business it is and where its orders ship
 * from), so the rule and its inputs can be read on the screen (docs/decisions/1442-supplier-ratings-show-their-inputs.md).
 */

import { PRODUCT_CATEGORIES, type ProductCategory } from "./categories";

export const SUPPLIER_PLATFORMS = [
  { value: "aliexpress", label: "Marketplace", hint: "AliExpress and other open marketplaces" },
  { value: "cj", label: "Dropshipping agent", hint: "CJdropshipping and other sourcing and dropshipping networks" },
  { value: "local", label: "Local supplier", hint: "Wholesalers and print-on-demand makers with their own stock" },
] as const;
export type SupplierPlatform = (typeof SUPPLIER_PLATFORMS)[number]["value"];

/** The one category list of every tool (shared/domain/categories.ts). */
export const SUPPLIER_SPECIALTIES = PRODUCT_CATEGORIES;
export type SupplierSpecialty = ProductCategory;

export const SUPPLIER_LOCATIONS = ["china", "usa", "europe", "asia"] as const;
export type SupplierLocation = (typeof SUPPLIER_LOCATIONS)[number];

export const SUPPLIER_MODELS = {
  open_marketplace: "Open marketplace: many independent sellers, quality varies seller by seller",
  b2b_marketplace: "B2B marketplace: factories and traders selling in bulk",
  directory: "Directory: lists suppliers; you deal with each one directly",
  sourcing_agent: "Sourcing agent: buys, checks and ships products for you",
  curated_network: "Curated network: vets the suppliers it lists; each supplier ships its own orders",
  wholesaler: "Wholesaler: sells and ships its own stock",
  print_on_demand: "Print on demand: makes and ships each order to your design",
} as const;
export type SupplierModel = keyof typeof SUPPLIER_MODELS;

/**
 * The facts a rating is derived from, both in the catalogue file: the kind of business, and every region its orders
 * ship from (the first is its main one, the `location`). A region is listed only where the company (or, for
 * networks and directories, the suppliers it lists) holds stock or makes products there.
 */
export type SupplierFacts = { model: SupplierModel; shipsFrom: readonly SupplierLocation[] };

/** Reliability and quality before the warehouse point; verified. */
const BASE: Record<SupplierModel, { reliability: number; quality: number; verified: boolean }> = {
  open_marketplace: { reliability: 3, quality: 3, verified: false },
  b2b_marketplace: { reliability: 3, quality: 3, verified: false },
  directory: { reliability: 3, quality: 3, verified: false },
  curated_network: { reliability: 3, quality: 4, verified: true },
  sourcing_agent: { reliability: 4, quality: 4, verified: true },
  wholesaler: { reliability: 4, quality: 4, verified: true },
  print_on_demand: { reliability: 4, quality: 4, verified: true },
};

/** Who holds the stock an order ships from, as the shipping line says it. */
const STOCK_OF: Record<SupplierModel, string> = {
  open_marketplace: "sellers' stock",
  b2b_marketplace: "sellers' stock",
  directory: "listed suppliers' stock",
  curated_network: "listed suppliers' stock",
  sourcing_agent: "its warehouses",
  wholesaler: "its warehouses",
  print_on_demand: "its print facilities",
};

const REGION: Record<SupplierLocation, string> = { china: "China", usa: "the US", europe: "Europe", asia: "Asia" };
const NEAR: readonly SupplierLocation[] = ["usa", "europe"];

export type SupplierRating = {
  reliabilityRating: number;
  qualityRating: number;
  verified: boolean;
  shippingSpeed: string;
};

const listOf = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

/** True when some of its orders ship from the US or Europe. */
const shipsNear = (f: SupplierFacts) => f.shipsFrom.some((r) => NEAR.includes(r));

/** HustleForge rating of a supplier (see HOW_WE_RATE). Pure: the same facts always give the same rating. */
export function rateSupplier(f: SupplierFacts): SupplierRating {
  const base = BASE[f.model];
  return {
    reliabilityRating: Math.min(5, base.reliability + (shipsNear(f) ? 1 : 0)),
    qualityRating: base.quality,
    verified: base.verified,
    shippingSpeed: shippingSpeedText(f),
  };
}

/**
 * Typical delivery time to US and European customers, naming where it ships from: a supplier claims '2-7 days'
 * only from the regions where it (or the suppliers it lists) really holds stock.
 */
export function shippingSpeedText(f: SupplierFacts): string {
  const near = NEAR.filter((r) => f.shipsFrom.includes(r));
  const far = f.shipsFrom.filter((r) => !NEAR.includes(r));
  if (near.length) {
    const where = listOf(near.map((r) => REGION[r]));
    const head =
      f.model === "print_on_demand"
        ? `Fast: made to order, then 2-7 days from ${STOCK_OF[f.model]} in ${where}`
        : `Fast: 2-7 days from ${STOCK_OF[f.model]} in ${where}`;
    return far.length ? `${head}; slower from ${listOf(far.map((r) => REGION[r]))}` : head;
  }
  const from = listOf(far.map((r) => REGION[r]));
  if (f.model === "b2b_marketplace") return `Varies: bulk orders by sea or air freight from ${from}`;
  if (f.model === "sourcing_agent" || f.model === "curated_network") return `Medium: 7-14 days from ${from}`;
  return `Slow: 10-30 days from ${from}`;
}

/**
 * The inputs of a rating and how they add up, as the supplier card shows them beside the stars: the kind of
 * business, where it ships from, and each point.
 */
export function ratingInputs(f: SupplierFacts): {
  kind: string;
  shipsFrom: string;
  reliability: string;
  quality: string;
} {
  const base = BASE[f.model];
  const rated = rateSupplier(f);
  const near = shipsNear(f);
  return {
    kind: SUPPLIER_MODELS[f.model],
    shipsFrom: listOf(f.shipsFrom.map((r) => REGION[r])),
    reliability: near
      ? `${base.reliability} for its kind of business + 1 for shipping from the US or Europe = ${rated.reliabilityRating}`
      : `${base.reliability} for its kind of business; no stock in the US or Europe, so no extra point`,
    quality: `${base.quality} for its kind of business`,
  };
}

export type SpeedTone = "green" | "yellow" | "grey";
/** "Text containing '1-3' or 'Fast' is green; '7-14' or 'Medium' yellow." Anything else neutral. */
export function shippingSpeedTone(text: string): SpeedTone {
  if (text.includes("1-3") || text.includes("Fast")) return "green";
  if (text.includes("7-14") || text.includes("Medium")) return "yellow";
  return "grey";
}

export const HOW_WE_RATE = [
  "Ratings are HustleForge's own, out of 5, from two public facts about each company (its kind of business and where its orders ship from), not from paid placement. Each card shows both.",
  "Reliability: 3 for marketplaces, directories and curated networks (each order depends on the seller or supplier who ships it), 4 for agents, wholesalers and print-on-demand makers (one company answers for the order); plus 1 when orders ship from stock in the US or Europe.",
  "Quality: 3 for marketplaces and directories, 4 where the company vets its suppliers, checks products or makes them itself.",
  "Verified: the company vets the suppliers it lists, or sells and ships its own products. Marketplaces and directories are not.",
  "Location is where most of its products ship from; '2-7 days' is claimed only from regions where it holds stock.",
] as const;
