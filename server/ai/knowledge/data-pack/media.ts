/** Games, creator and media figures of the data pack (docs/decisions/1480-a-dated-data-pack.md). */
import type { PackFigure, PackSource } from "./types";

const READ = "2026-11-28";

const NEWZOO: PackSource = {
  name: "Global Games Market Report 2024 (reported by GamesIndustry.biz)",
  publisher: "Newzoo",
  url: "https://www.gamesindustry.biz/newzoo-global-games-market-expected-to-grow-to-187bn-in-2024",
  retrieved: READ,
};
const NEWZOO_REGIONS: PackSource = {
  name: "Global Games Market Report 2024 (reported by Mezha.Media)",
  publisher: "Newzoo",
  url: "https://mezha.media/en/2024/08/15/the-global-gaming-market-will-generate-187-7-billion-in-revenue-in-2024-half-of-it-from-mobile-games/",
  retrieved: READ,
};
const GOLDMAN: PackSource = {
  name: "The creator economy could approach half-a-trillion dollars by 2027",
  publisher: "Goldman Sachs Research",
  url: "https://www.goldmansachs.com/intelligence/pages/the-creator-economy-could-approach-half-a-trillion-dollars-by-2027.html",
  retrieved: READ,
};
const PWC: PackSource = {
  name: "Global Entertainment & Media Outlook 2024-2028",
  publisher: "PwC",
  url: "https://pwc.at/en/issues/entertainment-media-2024.html",
  retrieved: READ,
};

const games = (id: string, value: number, region: string): PackFigure => ({
  id,
  value,
  unit: "usd-billions",
  measures: `games market revenue in ${region}, forecast`,
  region,
  year: 2024,
  forecast: true,
  source: NEWZOO_REGIONS,
});

export const MEDIA_FIGURES: PackFigure[] = [
  {
    id: "games-global-2024",
    value: 187.7,
    unit: "usd-billions",
    measures: "global games market revenue, forecast",
    region: "Global",
    year: 2024,
    forecast: true,
    source: NEWZOO,
  },
  {
    id: "games-global-growth-2024",
    value: 2.1,
    unit: "percent",
    measures: "growth of the global games market over 2023, forecast",
    region: "Global",
    year: 2024,
    forecast: true,
    source: NEWZOO,
  },
  {
    id: "games-global-2027",
    value: 213.3,
    unit: "usd-billions",
    measures: "global games market revenue, forecast",
    region: "Global",
    year: 2027,
    forecast: true,
    source: NEWZOO,
  },
  games("games-asia-pacific-2024", 85.9, "Asia-Pacific"),
  games("games-north-america-2024", 50.2, "North America"),
  games("games-europe-2024", 34.8, "Europe"),
  games("games-latam-mea-2024", 16.8, "Latin America, Middle East and Africa"),
  {
    id: "creator-economy-2023",
    value: 250,
    unit: "usd-billions",
    measures: "total addressable market of the creator economy",
    region: "Global",
    year: 2023,
    source: GOLDMAN,
  },
  {
    id: "creator-economy-2027",
    value: 480,
    unit: "usd-billions",
    measures: "total addressable market of the creator economy, forecast",
    region: "Global",
    year: 2027,
    forecast: true,
    source: GOLDMAN,
  },
  {
    id: "creators-global-2023",
    value: 50,
    unit: "millions",
    measures: "creators worldwide",
    region: "Global",
    year: 2023,
    source: GOLDMAN,
  },
  {
    id: "media-global-2023",
    value: 2800,
    unit: "usd-billions",
    measures: "global entertainment and media revenue",
    region: "Global",
    year: 2023,
    source: PWC,
  },
  {
    id: "media-global-2028",
    value: 3400,
    unit: "usd-billions",
    measures: "global entertainment and media revenue, forecast",
    region: "Global",
    year: 2028,
    forecast: true,
    source: PWC,
  },
  {
    id: "media-global-growth-2028",
    value: 3.9,
    unit: "percent",
    measures: "yearly growth of global entertainment and media revenue to 2028 (CAGR), forecast",
    region: "Global",
    year: 2028,
    forecast: true,
    source: PWC,
  },
];
