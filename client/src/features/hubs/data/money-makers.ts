/** Money Makers hub content (docs/spec-notes.md#screens-and-routes). */
import { DollarSign, Package, TrendingUp, Users } from "lucide-react";
import type { ToolInfo } from "../components/tool-card";
import { cardsFrom } from "./cards";
import type { Stat } from "../components/stat-tiles";
import type { Step } from "../components/step-list";

export const MONEY_MAKER_TOOLS: ToolInfo[] = cardsFrom([
  {
    id: "dropshipping-tools",
    description: "Trending products, verified suppliers, profit maths and stock tracking in one place.",
    tone: "brand",
    features: ["Product trend scanner", "Supplier database", "Profit calculator and inventory tracker"],
  },
  {
    id: "side-hustles",
    description: "A catalogue of proven side hustles with difficulty, time needed and earning potential.",
    tone: "emerald",
    features: ["Print on demand, digital products, services", "Step-by-step starter guides", "Filter by difficulty"],
  },
  {
    id: "side-hustle-generator",
    description: "AI builds side-hustle ideas around your budget, free time, skills and interests.",
    tone: "pink",
    features: ["Ideas matched to your week", "Startup cost and earnings", "What you need to begin"],
  },
  {
    id: "micro-niches",
    description: "Small, specific markets with low competition and loyal buyers.",
    tone: "orange",
    features: ["Competition and demand meters", "Target audience and key products", "Marketing channels"],
  },
  {
    id: "quick-validation",
    description: "Test a product or niche idea in seconds and get a clear verdict.",
    tone: "sky",
    features: ["Overall score and verdict", "Insights and recommendations", "Risks and opportunities"],
  },
  {
    id: "hustle-challenges",
    description: "Join time-boxed challenges that turn good intentions into first sales.",
    tone: "amber",
    features: ["Built-in challenges", "Track your progress", "Hustle alongside others"],
  },
  {
    id: "imports",
    description: "Drop in the order exports you already have: Shopify, Etsy, Amazon, Stripe or any CSV.",
    tone: "sky",
    features: ["Preview before anything is saved", "Duplicates skipped, every import undoable", "Sample files to try"],
  },
  {
    id: "profit-and-loss",
    description: "Did you make money, and on what? After product cost, fees, refunds, shipping and ads.",
    tone: "emerald",
    features: ["By month, channel and product", "Products that lose money", "Profit per hour you work"],
  },
]);

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
