/**
 * Hub cards, all from the manifest (shared/tools/manifest.ts, docs/decisions/802-manifest-derived-client.md): which
 * tools a hub shows and in what order, each card's route, title, icon, description, copy, badge and Pro flag.
 */
import { hubTools, toolsGatheredBy, type Hub, type PagedToolId, type ToolEntry } from "@shared/tools/manifest";
import { TOOL_ICONS } from "@/lib/tool-icons";
import type { ToolInfo } from "../components/tool-card";

/** One tool's card. */
export function cardOf(tool: ToolEntry): ToolInfo {
  const { tone = "brand", features, badge } = tool.card ?? {};
  return {
    id: tool.id,
    to: tool.route,
    title: tool.title,
    description: tool.description,
    icon: TOOL_ICONS[tool.icon],
    tone,
    features: features ? [...features] : undefined,
    badge,
    pro: tool.plan === "pro",
  };
}

/** The cards of a hub's page, in manifest order. */
export const hubCards = (hub: Hub): ToolInfo[] => hubTools(hub).map(cardOf);

/** The cards a tool's page gathers (the Dropshipping Command Center's four tools). */
export const gatheredCards = (id: PagedToolId): ToolInfo[] => toolsGatheredBy(id).map(cardOf);
