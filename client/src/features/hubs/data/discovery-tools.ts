/** Discovery Tools hub content (platform spec section 2). */
import { ChartColumn, CircleCheck, Compass, Lightbulb } from "lucide-react";
import type { ToolInfo } from "../components/tool-card";
import type { Step } from "../components/step-list";

export const DISCOVERY_TOOLS: ToolInfo[] = [
  {
    to: "/niche-discovery",
    title: "Niche Discovery",
    description: "AI finds profitable, underserved niches that fit your skills, budget and interests.",
    icon: Compass,
    tone: "brand",
    features: ["Niches matched to your skills", "Market trends and demand", "Quick-start tips for each niche"],
  },
  {
    to: "/business-ideas",
    title: "AI Business Ideas",
    description: "Get 3 tailored business ideas for your industry, budget and target market.",
    icon: Lightbulb,
    tone: "amber",
    features: ["Market size for every idea", "Revenue projections", "Startup cost breakdown"],
  },
  {
    to: "/market-research",
    title: "Market Research",
    description: "See market size, growth, competitors and trends for your industry and region.",
    icon: ChartColumn,
    tone: "sky",
    features: ["Market size and growth rate", "Competitor landscape", "Opportunities and risks"],
  },
  {
    to: "/quick-validation",
    title: "Quick Validation",
    description: "Score an idea in seconds before you spend a dollar on it.",
    icon: CircleCheck,
    tone: "emerald",
    features: ["Overall score and verdict", "Demand, competition and profit scores", "Risks and opportunities"],
  },
];

export const DISCOVERY_STEPS: Step[] = [
  { title: "Find Your Niche", text: "Tell the AI what you're good at and what you can spend." },
  { title: "Generate Ideas", text: "Turn the best niche into three concrete business ideas." },
  { title: "Research Market", text: "Check the size, growth and competition of your market." },
  { title: "Validate Fast", text: "Score the idea and see its risks before you launch." },
];
