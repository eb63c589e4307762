/** Market research for the trades that sell things: candles, jewellery, pets, food, baking, templates, resale, sneakers, beauty (docs/decisions/1482-market-research-per-niche.md). No figure lives here. */
import type { TradeId } from "../../understanding/lexicon";
import type { NicheMarket } from "./niches";

/** A competitor of the listing, with its public website. */
const c = (name: string, url: string, description: string) => ({ name, url, description });

export const GOODS_NICHES: Partial<Record<TradeId, NicheMarket>> = {
  candles: {
    label: "Candles and home fragrance",
    crowding: 72,
    competitors: [
      c(
        "Yankee Candle",
        "https://www.yankeecandle.com",
        "Jar candles in hundreds of scents, sold in its own shops and supermarkets.",
      ),
      c(
        "Bath & Body Works",
        "https://www.bathandbodyworks.com",
        "Three-wick candles and home fragrance with frequent discount events.",
      ),
      c("Boy Smells", "https://www.boysmells.com", "A design-led candle brand sold online and through gift retailers."),
      c(
        "Etsy candle makers",
        "https://www.etsy.com",
        "Thousands of small makers selling scented and personalised candles.",
      ),
    ],
    trends: [
      {
        trend: "Gifting and personalisation",
        impact: "high",
        description: "Candles with names, dates or custom labels sell as presents, above all before holidays.",
        audience: ["family", "youth"],
      },
      {
        trend: "Clean-burning waxes",
        impact: "medium",
        description: "Buyers ask for soy, coconut or beeswax and for what the fragrance contains.",
        audience: ["family", "professional"],
      },
      {
        trend: "Refills and reusable vessels",
        impact: "medium",
        description: "Refill programmes keep a customer coming back to the same jar.",
        audience: ["family"],
      },
    ],
    opportunities: [
      {
        title: "Scent collection for one place or moment",
        description: "A small range named for a town, a season or a ritual that {audience} recognise.",
        potential: "medium",
        timeToRevenue: "2-6 weeks",
        startupCost: "$150-600",
        audience: ["family", "youth"],
      },
      {
        title: "Custom candles for events and businesses",
        description: "Wedding favours, shop-branded candles and corporate gifts for {audience}.",
        potential: "high",
        timeToRevenue: "1-2 months",
        startupCost: "$200-800",
        audience: ["business", "family"],
      },
      {
        title: "Candle-making workshops",
        description: "Teach a small group to pour their own; the class sells the candles and the kit.",
        potential: "medium",
        timeToRevenue: "2-4 weeks",
        startupCost: "$100-400",
        audience: ["youth", "family"],
      },
    ],
    advice:
      "The big names win on price and shelf space; a small maker wins on a scent story, custom orders and safe, well-labelled candles.",
  },
  jewellery: {
    label: "Jewellery",
    crowding: 70,
    competitors: [
      c(
        "Pandora",
        "https://www.pandora.net",
        "Charm bracelets and affordable silver jewellery in its own stores worldwide.",
      ),
      c("Mejuri", "https://www.mejuri.com", "Everyday fine jewellery sold direct to consumers online."),
      c(
        "Monica Vinader",
        "https://www.monicavinader.com",
        "Recycled silver and gold vermeil jewellery with engraving.",
      ),
      c(
        "Etsy jewellery makers",
        "https://www.etsy.com",
        "Independent silversmiths and beaders selling handmade pieces.",
      ),
    ],
    trends: [
      {
        trend: "Personalised and engraved pieces",
        impact: "high",
        description: "Initials, birthstones and coordinates turn a piece into a gift.",
        audience: ["family", "youth"],
      },
      {
        trend: "Recycled metals and traceable stones",
        impact: "medium",
        description: "Buyers ask where the silver and stones come from.",
        audience: ["youth", "professional"],
      },
      {
        trend: "Permanent jewellery pop-ups",
        impact: "medium",
        description: "Welded chains fitted at markets and events as an experience.",
        audience: ["youth"],
      },
    ],
    opportunities: [
      {
        title: "Made-to-order personalised pieces",
        description: "Engraved or birthstone pieces for {audience}, made after the order so stock stays small.",
        potential: "high",
        timeToRevenue: "2-6 weeks",
        startupCost: "$200-1K",
        audience: ["family", "youth"],
      },
      {
        title: "Market-stall collection",
        description: "A tight range of ten pieces at one price point, tested at local markets before going online.",
        potential: "medium",
        timeToRevenue: "1-4 weeks",
        startupCost: "$150-600",
        audience: ["youth"],
      },
    ],
    advice:
      "Photograph pieces on skin in daylight and state the metal honestly; trust is what a small jeweller sells first.",
  },
  pets: {
    label: "Pets",
    crowding: 66,
    competitors: [
      c("Chewy", "https://www.chewy.com", "Online pet food and supplies with autoship in the United States."),
      c("Petco", "https://www.petco.com", "Pet stores with grooming and vet services across the United States."),
      c("BarkBox", "https://www.barkbox.com", "A monthly box of dog toys and treats by subscription."),
      c("Rover", "https://www.rover.com", "A marketplace for dog walking, pet sitting and boarding."),
    ],
    trends: [
      {
        trend: "Pets treated as family",
        impact: "high",
        description: "Owners pay for premium food, clothing and care they would choose for themselves.",
        audience: ["family", "youth"],
      },
      {
        trend: "Local pet services",
        impact: "high",
        description: "Walking, sitting and grooming are booked by neighbours who trust a face they know.",
        audience: ["professional", "family"],
      },
      {
        trend: "Natural treats and ingredients",
        impact: "medium",
        description: "Single-ingredient treats and clear labels win over long ingredient lists.",
        audience: ["family"],
      },
    ],
    opportunities: [
      {
        title: "Neighbourhood walking and sitting",
        description: "Dog walks and pet sitting for {audience} within a short walk of home.",
        potential: "high",
        timeToRevenue: "1-2 weeks",
        startupCost: "$0-150",
        audience: ["professional", "family"],
      },
      {
        title: "Handmade accessories for one breed or size",
        description: "Collars, bandanas or coats made to fit one kind of dog, sold to {audience}.",
        potential: "medium",
        timeToRevenue: "2-6 weeks",
        startupCost: "$100-500",
        audience: ["family", "youth"],
      },
    ],
    advice:
      "The chains own price and range; a small pet business wins on trust, local reviews and one product or service done very well.",
  },
  "food-from-home": {
    label: "Food from home",
    crowding: 62,
    competitors: [
      c("HelloFresh", "https://www.hellofresh.com", "Meal kits delivered weekly by subscription."),
      c("Factor", "https://www.factor75.com", "Ready-made meals delivered by subscription."),
      c("Shef", "https://shef.com", "A marketplace where home cooks sell meals to their neighbours."),
      c("Uber Eats", "https://www.ubereats.com", "Restaurant delivery that sets the bar for speed and choice."),
    ],
    trends: [
      {
        trend: "Home-cooked food from your own culture",
        impact: "high",
        description: "Buyers look for dishes restaurants near them do not make.",
        audience: ["family", "professional"],
      },
      {
        trend: "Weekly pre-orders",
        impact: "medium",
        description: "Cooking to a pre-order list cuts waste and tells you what sells.",
        audience: ["professional"],
      },
    ],
    opportunities: [
      {
        title: "Weekly menu by pre-order",
        description: "Three dishes a week for {audience}, ordered by Wednesday and collected on Saturday.",
        potential: "medium",
        timeToRevenue: "1-3 weeks",
        startupCost: "$100-500",
        audience: ["professional", "family"],
      },
      {
        title: "Office and event catering",
        description: "Trays of one signature dish for small offices and parties.",
        potential: "high",
        timeToRevenue: "2-6 weeks",
        startupCost: "$200-800",
        audience: ["business"],
      },
    ],
    advice:
      "Check your local rules for selling food made at home before the first sale; then win on one dish people cannot get elsewhere.",
  },
  baking: {
    label: "Baking",
    crowding: 60,
    competitors: [
      c("Crumbl", "https://crumblcookies.com", "A cookie chain with a rotating weekly menu."),
      c(
        "Milk Bar",
        "https://milkbarstore.com",
        "A dessert bakery shipping cakes and cookies nationwide in the United States.",
      ),
      c("Greggs", "https://www.greggs.co.uk", "A UK bakery chain selling everyday bakes at low prices."),
    ],
    trends: [
      {
        trend: "Celebration cakes to order",
        impact: "high",
        description: "Birthdays and weddings pay for design, not flour.",
        audience: ["family"],
      },
      {
        trend: "Limited drops",
        impact: "medium",
        description: "A small batch announced in advance sells out and builds a waiting list.",
        audience: ["youth", "creator"],
      },
      {
        trend: "Dietary bakes",
        impact: "medium",
        description: "Gluten-free and vegan bakes are hard to find done well.",
        audience: ["family", "professional"],
      },
    ],
    opportunities: [
      {
        title: "Pre-order bake drops",
        description: "One bake a week for {audience}, announced on Monday and collected on Saturday.",
        potential: "medium",
        timeToRevenue: "1-3 weeks",
        startupCost: "$100-400",
        audience: ["youth", "family"],
      },
      {
        title: "Custom celebration cakes",
        description: "Designed cakes for birthdays and events, booked two weeks ahead.",
        potential: "high",
        timeToRevenue: "2-6 weeks",
        startupCost: "$150-600",
        audience: ["family"],
      },
    ],
    advice:
      "Chains win on price; a home baker wins on custom orders, a signature bake and the rules for selling food from home followed to the letter.",
  },
  "digital-templates": {
    label: "Digital templates",
    crowding: 78,
    competitors: [
      c(
        "Canva templates",
        "https://www.canva.com",
        "Free and paid design templates inside the editor people already use.",
      ),
      c(
        "Creative Market",
        "https://creativemarket.com",
        "A marketplace for fonts, templates and graphics from independent designers.",
      ),
      c(
        "Etsy digital downloads",
        "https://www.etsy.com",
        "Planners, resume and social media templates from thousands of sellers.",
      ),
      c("Gumroad creators", "https://gumroad.com", "Creators selling templates and guides to their own audiences."),
    ],
    trends: [
      {
        trend: "Templates for one job or profession",
        impact: "high",
        description: "A planner for nurses sells where a generic planner drowns.",
        audience: ["professional", "creator"],
      },
      {
        trend: "Bundles with a short video guide",
        impact: "medium",
        description: "Showing how to use a template lifts trust and reviews.",
        audience: ["creator"],
      },
    ],
    opportunities: [
      {
        title: "Templates for one profession",
        description: "A set built for the daily work of {audience}, tested with five of them first.",
        potential: "medium",
        timeToRevenue: "2-6 weeks",
        startupCost: "$0-100",
        audience: ["professional", "business"],
      },
      {
        title: "Custom setup service",
        description: "Set up a template to fit a small business, then sell the template to others.",
        potential: "medium",
        timeToRevenue: "1-3 weeks",
        startupCost: "$0-50",
        audience: ["business"],
      },
    ],
    advice: "Generic templates are free everywhere; sell one audience's exact workflow and show it working.",
  },
  resale: {
    label: "Resale and vintage",
    crowding: 74,
    competitors: [
      c("Depop", "https://www.depop.com", "A resale app popular with young buyers of vintage and streetwear."),
      c(
        "Vinted",
        "https://www.vinted.com",
        "A second-hand clothing marketplace with no seller fees in many countries.",
      ),
      c("ThredUp", "https://www.thredup.com", "An online consignment and thrift store."),
      c("Poshmark", "https://poshmark.com", "A social marketplace for second-hand fashion."),
      c("eBay", "https://www.ebay.com", "The general marketplace for used and collectable goods."),
    ],
    trends: [
      {
        trend: "Second-hand as a first choice",
        impact: "high",
        description: "Buyers check resale apps before buying new, for price and for the planet.",
        audience: ["youth", "family"],
      },
      {
        trend: "Curated drops",
        impact: "medium",
        description: "A themed batch announced ahead sells faster than a long list.",
        audience: ["youth", "creator"],
      },
    ],
    opportunities: [
      {
        title: "Curated vintage for one style",
        description: "Source one era or style for {audience} and release it in weekly drops.",
        potential: "medium",
        timeToRevenue: "1-3 weeks",
        startupCost: "$100-500",
        audience: ["youth"],
      },
      {
        title: "Reselling for others",
        description: "List, photograph and ship clothes for people who have no time, for a share of the sale.",
        potential: "medium",
        timeToRevenue: "1-2 weeks",
        startupCost: "$0-100",
        audience: ["professional", "family"],
      },
    ],
    advice: "Sourcing is the business: buy cheap in volume, photograph well, and price from what has actually sold.",
  },
  sneakers: {
    label: "Sneakers",
    crowding: 76,
    competitors: [
      c("StockX", "https://stockx.com", "A resale marketplace with authentication and bid-ask prices."),
      c("GOAT", "https://www.goat.com", "A sneaker resale marketplace with authentication."),
      c("Flight Club", "https://www.flightclub.com", "Consignment sneaker stores in New York, Los Angeles and Miami."),
      c("eBay", "https://www.ebay.com", "Sneaker listings with an authenticity check on eligible pairs."),
    ],
    trends: [
      {
        trend: "Authentication expected",
        impact: "high",
        description: "Buyers expect proof a pair is real before they pay resale prices.",
        audience: ["youth"],
      },
      {
        trend: "Cleaning and restoration",
        impact: "medium",
        description: "Owners pay to bring worn pairs back rather than buy again.",
        audience: ["youth", "professional"],
      },
    ],
    opportunities: [
      {
        title: "Sneaker cleaning and restoration",
        description: "Clean, repaint and re-lace pairs for {audience}, with before-and-after photos.",
        potential: "medium",
        timeToRevenue: "1-2 weeks",
        startupCost: "$50-300",
        audience: ["youth"],
      },
      {
        title: "Local resale with proof",
        description: "Sell pairs in person with receipts and clear photos, at prices below the apps' fees.",
        potential: "medium",
        timeToRevenue: "1-3 weeks",
        startupCost: "$200-1K",
        audience: ["youth"],
      },
    ],
    advice:
      "Margins on resale are thin after fees and fakes are everywhere; services like cleaning need less cash and build a name.",
  },
  beauty: {
    label: "Beauty",
    crowding: 80,
    competitors: [
      c("Sephora", "https://www.sephora.com", "A beauty retailer of many brands, online and in stores."),
      c("Ulta Beauty", "https://www.ulta.com", "A US beauty retailer with salons in its stores."),
      c("The Ordinary", "https://theordinary.com", "Low-priced skincare with plainly named ingredients."),
      c("Glossier", "https://www.glossier.com", "A skincare and makeup brand grown through its community."),
    ],
    trends: [
      {
        trend: "Ingredient-led skincare",
        impact: "high",
        description: "Buyers read labels and ask what each ingredient does.",
        audience: ["youth", "professional"],
      },
      {
        trend: "Creators as the shop window",
        impact: "high",
        description: "Routines shown on video sell more than adverts.",
        audience: ["youth", "creator"],
      },
    ],
    opportunities: [
      {
        title: "Services before products",
        description: "Nails, brows or makeup for events for {audience}, booked ahead.",
        potential: "high",
        timeToRevenue: "1-3 weeks",
        startupCost: "$100-600",
        audience: ["youth", "family"],
      },
      {
        title: "A small range for one skin need",
        description: "One or two products for a need the big brands treat as an afterthought.",
        potential: "medium",
        timeToRevenue: "2-4 months",
        startupCost: "$500-3K",
        audience: ["youth"],
      },
    ],
    advice:
      "Cosmetics have safety and labelling rules wherever you sell; services need less cash and test demand first.",
  },
};
