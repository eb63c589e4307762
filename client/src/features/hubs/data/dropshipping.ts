/** Dropshipping Command Center content (docs/spec-notes.md#screens-and-routes): stats, tips, four free tools. */
import { Package, Percent, ShieldCheck, Wrench } from "lucide-react";
import type { PublicStats } from "@shared/contracts/stats";
import { countText } from "@/lib/figures";
import type { ToolInfo } from "../components/tool-card";
import { gatheredCards } from "./cards";
import type { Stat } from "../components/stat-tiles";

export const DROPSHIPPING_TOOLS: ToolInfo[] = gatheredCards("dropshipping-tools");

/** Counted figures only (docs/decisions/1440-figures-are-counted.md): the catalogues and the toolkit. */
export function dropshippingStats(stats: PublicStats | undefined): Stat[] {
  const c = stats?.catalogues;
  const free = DROPSHIPPING_TOOLS.filter((t) => !t.pro).length;
  return [
    { value: countText(c?.trendingProducts), label: "Trending products tracked", icon: Package, tone: "brand" },
    {
      value: countText(c?.suppliers),
      label: c ? `Suppliers reviewed, ${countText(c.verifiedSuppliers)} verified by our rule` : "Suppliers reviewed",
      icon: ShieldCheck,
      tone: "sky",
    },
    { value: countText(free), label: "Free tools in this toolkit", icon: Wrench, tone: "emerald" },
    {
      value: c ? `${c.averageTrendMargin}%` : countText(undefined),
      label: "Average margin of tracked products",
      icon: Percent,
      tone: "amber",
    },
  ];
}

export const DROPSHIPPING_TIPS: { title: string; text: string }[] = [
  { title: "Test before you scale", text: "Order a sample and run a small ad test before you buy stock or big ads." },
  { title: "Know your real margin", text: "Count shipping, platform and payment fees and ad cost per sale, not just product cost." },
  { title: "Ship fast, talk often", text: "Pick suppliers with reliable delivery times and tell customers where their order is." },
];
