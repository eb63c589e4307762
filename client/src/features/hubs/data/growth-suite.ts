/** Growth Suite hub content (tools spec section 1): four PRO tools, two open to every plan. */
import { ChartColumn, FileText, Handshake, Heart, Map as MapIcon, MessageSquare, Palette, Trophy, TrendingUp, Users } from "lucide-react";
import type { ToolInfo } from "../components/tool-card";
import type { Stat } from "../components/stat-tiles";
import type { Step } from "../components/step-list";

export const GROWTH_TOOLS: ToolInfo[] = [
  {
    to: "/creator-suite",
    title: "Creative Suite",
    description: "AI content that sells, in your brand's voice.",
    icon: Palette,
    tone: "pink",
    pro: true,
    features: ["Social posts", "Blog articles", "Video scripts", "Email campaigns"],
  },
  {
    to: "/partnership-finder",
    title: "Partnership Finder",
    description: "Find co-founders, collaborators and partners who complete your skills.",
    icon: Handshake,
    tone: "emerald",
    pro: true,
    features: ["Skill matching", "Co-founder search", "Network building", "Collaboration tools"],
  },
  {
    to: "/sales-script-generator",
    title: "Sales Script Generator",
    description: "Scripts and sequences that turn conversations into customers.",
    icon: FileText,
    tone: "amber",
    pro: true,
    features: ["Sales scripts", "Email sequences", "Pitch decks", "Objection handling"],
  },
  {
    to: "/advanced-analytics",
    title: "Advanced Analytics",
    description: "Know what drives revenue and where to grow next.",
    icon: ChartColumn,
    tone: "sky",
    pro: true,
    features: ["Revenue forecasting", "Customer analytics", "Market intelligence", "KPI tracking"],
  },
  {
    to: "/ai-mentor",
    title: "AI Mentor Chat",
    description: "A business coach in your pocket, any time of day.",
    icon: MessageSquare,
    tone: "brand",
    features: ["24/7 coaching", "Strategy advice", "Goal tracking", "Problem solving"],
  },
  {
    to: "/launch-roadmap",
    title: "Launch Roadmap",
    description: "A gamified checklist that takes you from idea to your first $1K in revenue.",
    icon: MapIcon,
    tone: "orange",
    features: ["Step-by-step milestones", "Points and progress", "Idea to first $1K"],
  },
];

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
