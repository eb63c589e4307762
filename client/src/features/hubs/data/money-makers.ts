/** Money Makers hub content (platform spec section 2, tools spec section 2). */
import { CircleCheck, DollarSign, Package, ShoppingCart, Target, Trophy, TrendingUp, Users, Briefcase, WandSparkles } from "lucide-react";
import type { ToolInfo } from "../components/tool-card";
import type { Stat } from "../components/stat-tiles";
import type { Step } from "../components/step-list";

export const MONEY_MAKER_TOOLS: ToolInfo[] = [
  {
    to: "/dropshipping-tools",
    title: "Dropshipping Command Center",
    description: "Trending products, verified suppliers, profit maths and stock tracking in one place.",
    icon: ShoppingCart,
    tone: "brand",
    features: ["Product trend scanner", "Supplier database", "Profit calculator and inventory tracker"],
  },
  {
    to: "/side-hustles",
    title: "Side Hustles",
    description: "A catalogue of proven side hustles with difficulty, time needed and earning potential.",
    icon: Briefcase,
    tone: "emerald",
    features: ["Print on demand, digital products, services", "Step-by-step starter guides", "Filter by difficulty"],
  },
  {
    to: "/side-hustle-generator",
    title: "Side-Hustle Generator",
    description: "AI builds side-hustle ideas around your budget, free time, skills and interests.",
    icon: WandSparkles,
    tone: "pink",
    features: ["Ideas matched to your week", "Startup cost and earnings", "What you need to begin"],
  },
  {
    to: "/micro-niches",
    title: "Micro Niches",
    description: "Small, specific markets with low competition and loyal buyers.",
    icon: Target,
    tone: "orange",
    features: ["Competition and demand meters", "Target audience and key products", "Marketing channels"],
  },
  {
    to: "/quick-validation",
    title: "Quick Validation",
    description: "Test a product or niche idea in seconds and get a clear verdict.",
    icon: CircleCheck,
    tone: "sky",
    features: ["Overall score and verdict", "Insights and recommendations", "Risks and opportunities"],
  },
  {
    to: "/hustle-challenges",
    title: "Hustle Challenges",
    description: "Join time-boxed challenges that turn good intentions into first sales.",
    icon: Trophy,
    tone: "amber",
    features: ["Built-in challenges", "Track your progress", "Hustle alongside others"],
  },
];

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
