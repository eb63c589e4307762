/**
 * Growth Suite hub content (docs/spec-notes.md): four PRO tools, two open to every plan (plus the idea tracker of
 * docs/spec-notes.md#screens-and-routes).
 */
import { Crown, ShieldCheck, Users, Wrench } from "lucide-react";
import type { PublicStats } from "@shared/contracts/stats";
import { countText, peopleFigure } from "@/lib/figures";
import type { ToolInfo } from "../components/tool-card";
import { hubCards } from "./cards";
import type { Stat } from "../components/stat-tiles";
import type { Step } from "../components/step-list";

export const GROWTH_TOOLS: ToolInfo[] = hubCards("growth");

/** Counted figures and plain statements only (docs/decisions/1440-figures-are-counted.md). */
export function growthStats(stats: PublicStats | undefined): Stat[] {
  const pro = GROWTH_TOOLS.filter((t) => t.pro).length;
  return [
    { value: countText(GROWTH_TOOLS.length), label: "Growth tools", icon: Wrench, tone: "emerald" },
    { value: countText(pro), label: `Pro tools, ${countText(GROWTH_TOOLS.length - pro)} open to all`, icon: Crown, tone: "amber" },
    { ...peopleFigure(stats), icon: Users, tone: "pink" },
    { value: "Yours", label: "Your data: export or delete it any time", icon: ShieldCheck, tone: "sky" },
  ];
}

export const GROWTH_STEPS: Step[] = [
  { title: "Create Content", text: "Publish posts, videos and emails that bring buyers to you." },
  { title: "Build Network", text: "Team up with partners and co-founders who multiply your reach." },
  { title: "Optimize Sales", text: "Use proven scripts to close more of the leads you already have." },
  { title: "Track & Scale", text: "Watch the numbers and double down on what works." },
];
