/** Dropshipping Command Center content (docs/spec-notes.md#screens-and-routes): stats, tips, four free tools. */
import { Percent, ShieldCheck, TrendingUp, Package } from "lucide-react";
import type { ToolInfo } from "../components/tool-card";
import { gatheredCards } from "./cards";
import type { Stat } from "../components/stat-tiles";

export const DROPSHIPPING_TOOLS: ToolInfo[] = gatheredCards("dropshipping-tools");

export const DROPSHIPPING_STATS: Stat[] = [
  { value: "2.4M+", label: "Products scanned", icon: Package, tone: "brand" },
  { value: "15K+", label: "Verified suppliers", icon: ShieldCheck, tone: "sky" },
  { value: "87%", label: "Success rate", icon: TrendingUp, tone: "emerald" },
  { value: "35%", label: "Average profit margin", icon: Percent, tone: "amber" },
];

export const DROPSHIPPING_TIPS: { title: string; text: string }[] = [
  { title: "Test before you scale", text: "Order a sample and run a small ad test before you buy stock or big ads." },
  { title: "Know your real margin", text: "Count shipping, platform and payment fees and ad cost per sale, not just product cost." },
  { title: "Ship fast, talk often", text: "Pick suppliers with reliable delivery times and tell customers where their order is." },
];
