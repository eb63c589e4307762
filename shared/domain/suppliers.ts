/**
 * Supplier database rules (docs/spec-notes.md#screens-and-routes, #constants-and-option-lists;
 * docs/product-rules.md#reference-catalogues): the option lists, and how HustleForge rates a supplier. The ratings are
 * ours, derived from two public facts about each company (what kind of business it is and whether it ships from
 * warehouses in the US or Europe), so the rule can be read on the screen.
 */

export const SUPPLIER_PLATFORMS = [
  { value: "aliexpress", label: "Marketplace", hint: "AliExpress and other open marketplaces" },
  { value: "cj", label: "Dropshipping agent", hint: "CJdropshipping and other sourcing and dropshipping networks" },
  { value: "local", label: "Local supplier", hint: "Wholesalers and print-on-demand makers with their own stock" },
] as const;
export type SupplierPlatform = (typeof SUPPLIER_PLATFORMS)[number]["value"];

export const SUPPLIER_SPECIALTIES = ["electronics", "fashion", "home", "beauty", "fitness", "automotive"] as const;
export type SupplierSpecialty = (typeof SUPPLIER_SPECIALTIES)[number];

export const SUPPLIER_LOCATIONS = ["china", "usa", "europe", "asia"] as const;
export type SupplierLocation = (typeof SUPPLIER_LOCATIONS)[number];

export const SUPPLIER_MODELS = {
  open_marketplace: "Open marketplace: many independent sellers, quality varies seller by seller",
  b2b_marketplace: "B2B marketplace: factories and traders selling in bulk",
  sourcing_agent: "Sourcing agent: buys, checks and ships products for you",
  curated_network: "Curated network: vets the suppliers it lists",
  wholesaler: "Wholesaler: sells its own stock",
  print_on_demand: "Print on demand: makes each order to your design",
} as const;
export type SupplierModel = keyof typeof SUPPLIER_MODELS;

/** The facts a rating is derived from. */
export type SupplierFacts = { model: SupplierModel; localWarehouses: boolean };

const BASE: Record<SupplierModel, { reliability: number; quality: number; verified: boolean }> = {
  open_marketplace: { reliability: 3, quality: 3, verified: false },
  b2b_marketplace: { reliability: 3, quality: 3, verified: false },
  sourcing_agent: { reliability: 4, quality: 4, verified: true },
  curated_network: { reliability: 4, quality: 4, verified: true },
  wholesaler: { reliability: 4, quality: 4, verified: true },
  print_on_demand: { reliability: 4, quality: 4, verified: true },
};

export type SupplierRating = {
  reliabilityRating: number;
  qualityRating: number;
  verified: boolean;
  shippingSpeed: string;
};

/** HustleForge rating of a supplier (see HOW_WE_RATE). */
export function rateSupplier(f: SupplierFacts): SupplierRating {
  const base = BASE[f.model];
  return {
    reliabilityRating: Math.min(5, base.reliability + (f.localWarehouses ? 1 : 0)),
    qualityRating: base.quality,
    verified: base.verified,
    shippingSpeed: shippingSpeedText(f),
  };
}

/** Typical delivery time to US and European customers. */
export function shippingSpeedText(f: SupplierFacts): string {
  if (f.localWarehouses) return "Fast: 2-7 days from local warehouses";
  if (f.model === "b2b_marketplace") return "Varies: bulk orders by sea or air freight";
  if (f.model === "sourcing_agent" || f.model === "curated_network") return "Medium: 7-14 days";
  return "Slow: 10-30 days";
}

export type SpeedTone = "green" | "yellow" | "grey";
/** "Text containing '1-3' or 'Fast' is green; '7-14' or 'Medium' yellow." Anything else neutral. */
export function shippingSpeedTone(text: string): SpeedTone {
  if (text.includes("1-3") || text.includes("Fast")) return "green";
  if (text.includes("7-14") || text.includes("Medium")) return "yellow";
  return "grey";
}

export const HOW_WE_RATE = [
  "Ratings are HustleForge's own, out of 5, from public facts about each company, not from paid placement.",
  "Reliability: 3 for open and B2B marketplaces (it depends on the seller), 4 for agents, curated networks, wholesalers and print-on-demand makers; plus 1 when it ships from warehouses in the US or Europe.",
  "Quality: 3 for marketplaces, 4 where the company checks products or makes them itself.",
  "Verified: the company vets the suppliers it lists, or sells and ships its own products.",
  "Location is where most of its products ship from.",
] as const;
