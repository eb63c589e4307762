/** Answers of the API for component tests, typed by the shared contracts so they stay what the server sends. */
import type { Supplier } from "@shared/contracts/suppliers";
import type { PublicConfig } from "@shared/contracts/auth";
import type { InventoryItem } from "@shared/contracts/inventory";
import type { PartnerProfile } from "@shared/contracts/partnerships";
import type { TrendingProduct } from "@shared/contracts/trending-products";
import type { UsageResponse } from "@shared/contracts/usage";
import type { GenerationMeta } from "@shared/contracts/generations";

export const offlineConfig: PublicConfig = {
  providers: { google: false, discord: false },
  payments: { enabled: false, publishableKey: null },
  ai: { engine: "offline", model: "offline" },
};

/**
 * What every generator's answer carries beside the tool's own fields (shared/contracts/endpoints/generations.ts): the
 * history row of the run (offline engine) and the profile facts it used (none).
 */
export function generated(tool: string, id = 1): { generation: GenerationMeta; basedOn: [] } {
  return {
    generation: { id, tool, engine: "offline", model: "offline", createdAt: "2026-11-28T06:45:28.382Z" },
    basedOn: [],
  };
}

/** Rita, a course creator looking for a designer: what her partner card and her stored profile share. */
export const ritaProfile = {
  name: "Rita M.",
  avatar: "RM",
  location: "Lisbon, Portugal",
  bio: "I run a course business and want to bundle with other creators.",
  niche: "content",
  lookingFor: ["Designer"],
  offering: ["Content Creation"],
  experience: "experienced",
  rating: null,
  completedPartnerships: 0,
  badges: [],
  isSample: false,
} satisfies Partial<PartnerProfile>;

/** A free user's usage with `remaining` of `limit` runs left on one quota. */
export function freeUsage(quota: string, limit: number, remaining: number, period: "lifetime" | "day"): UsageResponse {
  return {
    plan: "free",
    usage: { [quota]: { limit, used: limit - remaining, remaining, period } },
    fairUse: { limit: 200, used: 0, remaining: 200 },
  };
}

export function aTrendingProduct(overrides: Partial<TrendingProduct> = {}): TrendingProduct {
  return {
    id: 1,
    name: "Posture corrector",
    platform: "tiktok",
    category: "fitness",
    price: "24.99",
    profitMargin: 40,
    shippingTime: "7-12 days",
    competitionLevel: "medium",
    trendScore: 82,
    imageUrl: null,
    productUrl: "https://www.tiktok.com/search?q=posture%20corrector",
    description: "A strap that pulls the shoulders back while you sit at a desk.",
    trendHistory: [
      { week: "2026-11-02", score: 70 },
      { week: "2026-11-09", score: 76 },
      { week: "2026-11-16", score: 82 },
    ],
    trendStage: "rising",
    crowded: false,
    season: null,
    source: "catalogue",
    lastUpdated: "2026-11-16T00:00:00.000Z",
    ...overrides,
  };
}

/** An inventory item as GET /api/inventory answers it: an LED desk lamp, 12 in stock, unless `overrides` say otherwise. */
export function inventoryItem(overrides: Partial<InventoryItem> = {}): InventoryItem {
  return {
    id: 4,
    productName: "LED Desk Lamp",
    sku: "LAMP-1",
    quantity: 12,
    costPrice: "8.50",
    sellPrice: "24.99",
    supplier: null,
    category: "home",
    notes: null,
    barcode: null,
    status: "active",
    reorderPoint: null,
    leadTimeDays: null,
    preferredSupplier: null,
    reorderQuantity: null,
    coverDays: null,
    sample: false,
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

/** A supplier of the catalogue as GET /api/suppliers answers it. */
export const aSupplier = (overrides: Partial<Supplier> = {}): Supplier => ({
  id: 4,
  name: "Wax & Wick Co",
  platform: "local",
  verified: true,
  location: "usa",
  specialties: ["home"],
  contactInfo: { website: "https://waxandwick.example" },
  reliabilityRating: 4.5,
  qualityRating: 4,
  shippingSpeed: "3-5 days",
  description: "Soy wax, wicks and jars in bulk.",
  isFavorite: false,
  ratingInputs: { kind: "wholesaler", shipsFrom: "USA", reliability: "own stock", quality: "checked samples" },
  ...overrides,
});
