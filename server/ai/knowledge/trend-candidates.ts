/**
 * Products the offline trend scan can report as newly trending (they are not in the curated catalogue).
 * The same honesty rules as the catalogue apply (decisions D9): plain names a shopper can search for,
 * realistic prices and margins, and HustleForge scores that are our estimates.
 */
import type { ScannedProduct, TrendCategory, TrendPlatform } from "../../../shared/contracts/trending-products";

export type TrendCandidate = Omit<ScannedProduct, "platform"> & { platform: TrendPlatform };

const c = (
  name: string, category: TrendCategory, platform: TrendPlatform, price: number, profitMargin: number,
  shippingTime: string, competitionLevel: ScannedProduct["competitionLevel"], trendScore: number, description: string,
): TrendCandidate => ({ name, category, platform, price, profitMargin, shippingTime, competitionLevel, trendScore, description });

export const TREND_CANDIDATES: readonly TrendCandidate[] = [
  c("Transparent Retro Earbuds Case", "electronics", "tiktok", 19.99, 52, "7-14 days", "low", 78, "A see-through charging case in a 90s style; desk-setup videos have started featuring it."),
  c("Foldable Solar Phone Charger", "electronics", "amazon", 39.99, 34, "3-6 days", "medium", 74, "A fold-out solar panel for camping and power cuts; interest grows with outdoor trips."),
  c("E-Ink Smart Notepad", "electronics", "shopify", 89.99, 28, "5-10 days", "low", 72, "A writing tablet that turns handwriting into text; students compare it with paper notebooks."),
  c("Barrel Leg Jeans", "fashion", "tiktok", 44.99, 46, "7-12 days", "medium", 84, "Curved-leg denim that outfit videos are pushing as the next jean shape."),
  c("Knit Shoulder Bag", "fashion", "instagram", 26.99, 58, "7-14 days", "low", 76, "A soft knitted bag in muted colours, shown in everyday outfit posts."),
  c("Suede Ballet Flats", "fashion", "shopify", 49.99, 44, "6-12 days", "medium", 73, "Soft flat shoes with a ribbon detail; a quieter alternative to chunky sneakers."),
  c("Cordless Table Lamp", "home", "tiktok", 34.99, 45, "7-14 days", "medium", 82, "A rechargeable lamp that can sit anywhere without a cable; room-makeover clips keep showing it."),
  c("Modular Fridge Organizer Bins", "home", "amazon", 24.99, 48, "2-5 days", "medium", 77, "Clear stackable bins for fridges and pantries; 'restock' videos keep them in view."),
  c("Chunky Knit Pouf", "home", "instagram", 54.99, 40, "10-16 days", "low", 71, "A hand-knit floor cushion that suits cosy room styling."),
  c("Weighted Vest for Walking", "fitness", "tiktok", 59.99, 38, "6-12 days", "medium", 86, "A vest with removable weights for walks; 'rucking' and walking-workout videos drive it."),
  c("Mini Stepper with Bands", "fitness", "amazon", 69.99, 30, "3-6 days", "medium", 75, "A compact stepper with resistance bands for home cardio."),
  c("Reformer Pilates Sliders", "fitness", "instagram", 18.99, 60, "7-12 days", "low", 72, "Gliding discs for at-home Pilates moves inspired by reformer classes."),
  c("Peptide Lip Treatment", "beauty", "tiktok", 17.99, 58, "6-12 days", "high", 83, "A glossy overnight lip balm with peptides; swatch videos make it visible. Sell only compliant, labelled stock."),
  c("Hair Oil Applicator Bottle", "beauty", "aliexpress", 8.99, 68, "12-20 days", "low", 74, "A comb-tip bottle that puts oil straight on the scalp."),
  c("Cooling Eye Patches Reusable", "beauty", "shopify", 22.99, 60, "5-10 days", "low", 71, "Gel eye masks kept in the fridge and reused; a morning-routine product."),
  c("Fidget Slug Toy", "toys", "tiktok", 9.99, 66, "8-15 days", "medium", 80, "An articulated 3D-printed slug toy that wiggles; popular with children and desk fidgeters."),
  c("Kids' Walkie-Talkies", "toys", "amazon", 29.99, 40, "2-5 days", "medium", 76, "Simple two-way radios for outdoor play; parents buy them as screen-free gifts."),
  c("Building Block Flower Bouquet", "toys", "instagram", 34.99, 42, "5-10 days", "medium", 78, "Brick-built flowers that adults build and display; a popular gift."),
  c("Magnetic Phone Mount for Dashboard", "automotive", "tiktok", 15.99, 58, "8-14 days", "medium", 77, "A small magnetic mount that sticks to the dash; 'car essentials' clips include it."),
  c("Car Seat Back Organizer with Tablet Holder", "automotive", "amazon", 22.99, 48, "2-5 days", "low", 73, "An organiser for the back of the front seat that holds a tablet for children on long drives."),
  c("Wireless Car Vacuum with Blower", "automotive", "shopify", 44.99, 38, "6-12 days", "medium", 72, "A handheld vacuum that also blows dust out of vents."),
];
