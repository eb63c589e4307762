/**
 * Home dashboard content: the three hubs and the popular tools (docs/spec-notes.md#screens-and-routes), from the
 * manifest.
 */
import { HUBS, POPULAR_TOOL_IDS, type Hub } from "@shared/tools/manifest";
import { TOOL_ICONS } from "@/lib/tool-icons";
import type { ToolInfo } from "../components/tool-card";
import type { Tone } from "../components/tone";
import { cardsFrom } from "./cards";

const HUB_TONES: Record<Hub, Tone> = { discovery: "brand", money: "emerald", growth: "pink" };

export const CATEGORIES: ToolInfo[] = HUBS.map((hub) => ({
  to: hub.route,
  title: hub.title,
  description: hub.description,
  icon: TOOL_ICONS[hub.icon],
  tone: HUB_TONES[hub.id],
}));

const POPULAR_COPY: Record<(typeof POPULAR_TOOL_IDS)[number], { description: string; tone: Tone }> = {
  "niche-discovery": { description: "Profitable niches for your skills.", tone: "brand" },
  "business-ideas": { description: "3 ideas with the numbers behind them.", tone: "amber" },
  "side-hustle-generator": { description: "Hustles that fit your week.", tone: "pink" },
  "ai-mentor": { description: "Ask your 24/7 business coach.", tone: "sky" },
};

export const POPULAR_TOOLS: ToolInfo[] = cardsFrom(POPULAR_TOOL_IDS.map((id) => ({ id, ...POPULAR_COPY[id] })));
