/**
 * Growth Suite hub content (docs/spec-notes.md): four PRO tools, two open to every plan (plus the idea tracker of
 * docs/spec-notes.md#screens-and-routes).
 */
import { Heart, Trophy, TrendingUp, Users } from "lucide-react";
import type { ToolInfo } from "../components/tool-card";
import { cardsFrom } from "./cards";
import type { Stat } from "../components/stat-tiles";
import type { Step } from "../components/step-list";

export const GROWTH_TOOLS: ToolInfo[] = cardsFrom([
  {
    id: "creator-suite",
    description: "AI content that sells, in your brand's voice.",
    tone: "pink",
    features: ["Social posts", "Blog articles", "Video scripts", "Email campaigns"],
  },
  {
    id: "partnership-finder",
    description: "Find co-founders, collaborators and partners who complete your skills.",
    tone: "emerald",
    features: ["Skill matching", "Co-founder search", "Network building", "Collaboration tools"],
  },
  {
    id: "sales-script-generator",
    description: "Scripts and sequences that turn conversations into customers.",
    tone: "amber",
    features: ["Sales scripts", "Email sequences", "Pitch decks", "Objection handling"],
  },
  {
    id: "advanced-analytics",
    description: "Know what drives revenue and where to grow next.",
    tone: "sky",
    features: ["Revenue forecasting", "Customer analytics", "Market intelligence", "KPI tracking"],
  },
  {
    id: "ai-mentor",
    description: "A business coach in your pocket, any time of day.",
    tone: "brand",
    features: ["24/7 coaching", "Strategy advice", "Goal tracking", "Problem solving"],
  },
  {
    id: "launch-roadmap",
    description: "A gamified checklist that takes you from idea to your first $1K in revenue.",
    tone: "orange",
    features: ["Step-by-step milestones", "Points and progress", "Idea to first $1K"],
  },  {
    id: "idea-tracker",
    description: "Keep every business idea, its status and your notes in one place.",
    tone: "amber",
    features: ["Add and organise ideas", "Track each idea's status", "AI scores and your own rating"],
  },

]);

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
