/** Money Makers hub content (docs/spec-notes.md#screens-and-routes). */
import { DollarSign, Package, TrendingUp, Users } from "lucide-react";
import type { ToolInfo } from "../components/tool-card";
import { hubCards } from "./cards";
import type { Stat } from "../components/stat-tiles";
import type { Step } from "../components/step-list";

export const MONEY_MAKER_TOOLS: ToolInfo[] = hubCards("money");

export const MONEY_MAKER_STATS: Stat[] = [
  { value: "$2,400", label: "Average monthly income", icon: DollarSign, tone: "emerald" },
  { value: "73%", label: "Success rate", icon: TrendingUp, tone: "brand" },
  { value: "1.2M+", label: "Products tracked", icon: Package, tone: "sky" },
  { value: "15K+", label: "Active hustlers", icon: Users, tone: "pink" },
];

export const MONEY_MAKER_STEPS: Step[] = [
  { title: "Start Small", text: "Pick one hustle you can start this week with what you already have." },
  { title: "Scale Smart", text: "Reinvest your first profits in what is already working." },
  { title: "Stay Focused", text: "Master one income stream before you add the next." },
];
