/**
 * Home dashboard content: the three hubs and the popular tools (docs/spec-notes.md#screens-and-routes), from the
 * manifest.
 */
import { HUBS, POPULAR_TOOL_IDS, toolEntry, type Hub } from "@shared/tools/manifest";
import { TOOL_ICONS } from "@/lib/tool-icons";
import type { ToolInfo } from "../components/tool-card";
import type { Tone } from "../components/tone";
import { cardOf } from "./cards";

const HUB_TONES: Record<Hub, Tone> = { discovery: "brand", money: "emerald", growth: "pink" };

export const CATEGORIES: ToolInfo[] = HUBS.map((hub) => ({
  to: hub.route,
  title: hub.title,
  description: hub.description,
  icon: TOOL_ICONS[hub.icon],
  tone: HUB_TONES[hub.id],
}));

export const POPULAR_TOOLS: ToolInfo[] = POPULAR_TOOL_IDS.map((id) => cardOf(toolEntry(id)));
