/** Money Makers hub content (docs/spec-notes.md#screens-and-routes). */
import { Lightbulb, Package, Users, Wrench } from "lucide-react";
import type { PublicStats } from "@shared/contracts/stats";
import { countText, peopleFigure } from "@/lib/figures";
import type { ToolInfo } from "../components/tool-card";
import { hubCards } from "./cards";
import type { Stat } from "../components/stat-tiles";
import type { Step } from "../components/step-list";

export const MONEY_MAKER_TOOLS: ToolInfo[] = hubCards("money");

/** Counted figures only (docs/decisions/1440-figures-are-counted.md): the tools, the catalogues, the people. */
export function moneyMakerStats(stats: PublicStats | undefined): Stat[] {
  const c = stats?.catalogues;
  return [
    { value: countText(MONEY_MAKER_TOOLS.length), label: "Money-making tools", icon: Wrench, tone: "emerald" },
    { value: countText(c?.sideHustles), label: "Side hustles with start guides", icon: Lightbulb, tone: "brand" },
    { value: countText(c?.trendingProducts), label: "Trending products tracked", icon: Package, tone: "sky" },
    { ...peopleFigure(stats), icon: Users, tone: "pink" },
  ];
}

export const MONEY_MAKER_STEPS: Step[] = [
  { title: "Start Small", text: "Pick one hustle you can start this week with what you already have." },
  { title: "Scale Smart", text: "Reinvest your first profits in what is already working." },
  { title: "Stay Focused", text: "Master one income stream before you add the next." },
];
