/** Home dashboard content: the three tool areas and the popular tools (platform spec section 2). */
import { Compass, DollarSign, Lightbulb, MessageSquare, TrendingUp, WandSparkles } from "lucide-react";
import type { ToolInfo } from "../components/tool-card";

export const CATEGORIES: ToolInfo[] = [
  {
    to: "/discovery-tools",
    title: "Discovery Tools",
    description: "Find your niche, generate business ideas, research the market and validate fast.",
    icon: Compass,
    tone: "brand",
  },
  {
    to: "/money-makers",
    title: "Money Makers",
    description: "Dropshipping, side hustles and micro niches that turn spare time into income.",
    icon: DollarSign,
    tone: "emerald",
  },
  {
    to: "/growth-suite",
    title: "Growth Suite",
    description: "Content, partnerships, sales scripts and analytics to grow what you started.",
    icon: TrendingUp,
    tone: "pink",
  },
];

export const POPULAR_TOOLS: ToolInfo[] = [
  { to: "/niche-discovery", title: "Niche Discovery", description: "Profitable niches for your skills.", icon: Compass, tone: "brand" },
  { to: "/business-ideas", title: "AI Business Ideas", description: "3 ideas with the numbers behind them.", icon: Lightbulb, tone: "amber" },
  { to: "/side-hustle-generator", title: "Side-Hustle Generator", description: "Hustles that fit your week.", icon: WandSparkles, tone: "pink" },
  { to: "/ai-mentor", title: "AI Mentor", description: "Ask your 24/7 business coach.", icon: MessageSquare, tone: "sky" },
];
