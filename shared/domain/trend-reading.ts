/**
 * How the trend scanner's figures read for one person (docs/decisions/1479-trends-read-for-the-person.md). Its
 * prices are typical US marketplace prices in US dollars and its trends are read on the marketplaces of
 * TREND_PLATFORMS: for someone who pays in pounds, sells on Etsy or sells a service, the answer says so, and each
 * price gets a rough figure in their currency at the reference rate, said as approximate.
 */
import { PROFILE_CHANNELS, type BusinessProfile } from "../contracts/business-profile";
import { TREND_PLATFORM_OPTIONS, type TrendPlatform } from "../contracts/trending-products";
import { BAND_REFERENCE_USD } from "./currencies";
import { formatMoney, money } from "./currency-money";

/** What of the profile the scanner reads. */
export type TrendReader = Pick<BusinessProfile, "currency" | "channels">;

/** The person's channels that are also a marketplace the trends are read on. */
const CHANNEL_PLATFORM: Partial<Record<BusinessProfile["channels"][number], TrendPlatform>> = {
  shopify: "shopify",
  amazon: "amazon",
  "tiktok-shop": "tiktok",
  // An own website is most often a Shopify-style shop: the same shoppers.
  "own-website": "shopify",
};
const SERVICE_CHANNELS = new Set<string>(["services-online", "services-local"]);

/** A rounded, approximate amount: whole units, two significant figures above 100 (about £35, about ¥6,700). */
function rough(amount: number): number {
  if (amount < 100) return Math.max(1, Math.round(amount));
  const step = 10 ** (Math.floor(Math.log10(amount)) - 1);
  return Math.round(amount / step) * step;
}

/**
 * "about £35" for a price of US$44.99, read by someone who pays in pounds; undefined for US dollars, or for a
 * currency without a reference rate (then the notes say so).
 */
export function aboutInCurrency(priceUsd: number, currency: string | null | undefined): string | undefined {
  if (!currency || currency === "USD") return undefined;
  const usdPerUnit = BAND_REFERENCE_USD[currency];
  if (!usdPerUnit || !Number.isFinite(priceUsd)) return undefined;
  const amount = money(rough(priceUsd / usdPerUnit) * 100, currency);
  return `about ${formatMoney(amount, { whole: "when-round", distinct: true })}`;
}

/** The marketplaces' names, in a sentence: "Shopify, AliExpress, Amazon, TikTok and Instagram". */
const PLATFORMS = TREND_PLATFORM_OPTIONS.map((o) => o.label);
const PLATFORM_LIST = `${PLATFORMS.slice(0, -1).join(", ")} and ${PLATFORMS.at(-1)}`;
const channelLabel = (value: string) => PROFILE_CHANNELS.find((c) => c.value === value)?.label ?? value;
const list = (items: string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/** What the person should know before reading the trends: their currency, their channels, a service. */
export function trendNotes(reader: TrendReader | null): string[] {
  if (!reader) return [];
  const notes: string[] = [];
  const { currency, channels } = reader;
  if (currency && currency !== "USD")
    notes.push(
      BAND_REFERENCE_USD[currency]
        ? `Prices are typical US marketplace prices in US dollars (US$). The ${currency} figures beside them are rough guides at a fixed reference rate, not a quote: check the price where you would buy or sell.`
        : `Prices are typical US marketplace prices in US dollars (US$); we have no reference rate for ${currency}, so they are shown in dollars only.`,
    );
  const services = channels.filter((c) => SERVICE_CHANNELS.has(c));
  const shops = channels.filter((c) => !SERVICE_CHANNELS.has(c) && c !== "other");
  const marketplaces = shops.filter((c) => c !== "in-person");
  if (services.length > 0 && shops.length === 0)
    notes.push(
      "You sell a service: the scanner follows physical products, so these trends are not about your business. Use them only if you want to add a product to it.",
    );
  else if (shops.length > 0 && !shops.some((c) => CHANNEL_PLATFORM[c])) {
    const where = marketplaces.length
      ? `not on ${list(marketplaces.map(channelLabel))}, where you sell`
      : "not at the markets and fairs where you sell";
    notes.push(
      `Trends are read on ${PLATFORM_LIST}, ${where}: take them as a sign of what shoppers want, and check your own buyers before you stock up.`,
    );
  }
  return notes;
}
