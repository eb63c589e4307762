/**
 * Growth Suite hub content (docs/spec-notes.md): four PRO tools, two open to every plan (plus the idea tracker of
 * docs/spec-notes.md#screens-and-routes).
 */
import { Heart, Trophy, TrendingUp, Users } from "lucide-react";
import type { ToolInfo } from "../components/tool-card";
import { hubCards } from "./cards";
import type { Stat } from "../components/stat-tiles";
import type { Step } from "../components/step-list";

export const GROWTH_TOOLS: ToolInfo[] = hubCards("growth");

export const GROWTH_STATS: Stat[] = [
  { value: "+180%", label: "Average revenue growth", icon: TrendingUp, tone: "emerald" },
  { value: "91%", label: "Retention", icon: Heart, tone: "pink" },
  { value: "2.3K+", label: "Success stories", icon: Trophy, tone: "amber" },
  { value: "450+", label: "Active partnerships", icon: Users, tone: "sky" },
];

export const GROWTH_STEPS: Step[] = [
  { title: "Create Content", text: "Publish posts, videos and emails that bring buyers to you." },
  { title: "Build Network", text: "Team up with partners and co-founders who multiply your reach." },
  { title: "Optimize Sales", text: "Use proven scripts to close more of the leads you already have." },
  { title: "Track & Scale", text: "Watch the numbers and double down on what works." },
];
