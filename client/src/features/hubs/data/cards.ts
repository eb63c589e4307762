/**
 * Hub cards: each hub's marketing copy (description, features, tone) keyed by manifest id; the card's
 * route, title, icon, Pro flag and availability come from the manifest (shared/tools/manifest.ts).
 */
import { toolEntry, type ToolId } from "@shared/tools/manifest";
import { TOOL_ICONS } from "@/lib/tool-icons";
import type { ToolInfo } from "../components/tool-card";
import type { Tone } from "../components/tone";

export type HubCardCopy = { id: ToolId; description: string; tone: Tone; features?: string[]; badge?: string };

/** The cards of one hub, in the order given. */
export function cardsFrom(copies: HubCardCopy[]): ToolInfo[] {
  return copies.map(({ id, ...copy }) => {
    const tool = toolEntry(id);
    return { ...copy, id, to: tool.route, title: tool.title, icon: TOOL_ICONS[tool.icon], pro: tool.plan === "pro", available: tool.available };
  });
}
