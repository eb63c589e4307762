/**
 * Product links are searches on the named platform, never invented product pages
 * (docs/product-rules.md#reference-catalogues). Shopify has no marketplace of its own: its shoppers' search is the Shop
 * app (shop.app), which searches Shopify stores. Instagram has no product search: its hashtag page is where products
 * are shown off.
 */
import type { TrendPlatform } from "../contracts/trending-products";

const q = (text: string) => encodeURIComponent(text.trim());

/** The platform's public search for `name`. */
export function productSearchUrl(platform: TrendPlatform, name: string): string {
  switch (platform) {
    case "amazon":
      return `https://www.amazon.com/s?k=${q(name)}`;
    case "aliexpress":
      return `https://www.aliexpress.com/wholesale?SearchText=${q(name)}`;
    case "shopify":
      return `https://shop.app/search/results?query=${q(name)}`;
    case "tiktok":
      return `https://www.tiktok.com/search?q=${q(name)}`;
    case "instagram":
      return `https://www.instagram.com/explore/tags/${encodeURIComponent(name.toLowerCase().replace(/[^a-z0-9]/g, ""))}/`;
    default: {
      const never: never = platform;
      throw new Error(`unknown platform ${String(never)}`);
    }
  }
}

/** Where the search link goes, in words (the link's label). */
export const SEARCH_LABEL: Record<TrendPlatform, string> = {
  amazon: "Search on Amazon",
  aliexpress: "Search on AliExpress",
  shopify: "Search Shopify stores (Shop)",
  tiktok: "Search on TikTok",
  instagram: "See the Instagram hashtag",
};

/** A stable slug: lower-case words joined by hyphens (the seed's and the scan's upsert key). */
export function slugify(...parts: string[]): string {
  return parts
    .join(" ")
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120);
}
