/** Discovery Tools hub content (docs/spec-notes.md#screens-and-routes), the logo maker included. */
import type { ToolInfo } from "../components/tool-card";
import { cardsFrom } from "./cards";
import type { Step } from "../components/step-list";

export const DISCOVERY_TOOLS: ToolInfo[] = cardsFrom([
  {
    id: "niche-discovery",
    description: "AI finds profitable, underserved niches that fit your skills, budget and interests.",
    tone: "brand",
    features: ["Niches matched to your skills", "Market trends and demand", "Quick-start tips for each niche"],
  },
  {
    id: "business-ideas",
    description: "Get 3 tailored business ideas for your industry, budget and target market.",
    tone: "amber",
    features: ["Market size for every idea", "Revenue projections", "Startup cost breakdown"],
  },
  {
    id: "market-analysis",
    description: "See market size, growth, competitors and trends for your industry and region.",
    tone: "sky",
    features: ["Market size and growth rate", "Competitor landscape", "Opportunities and risks"],
  },
  {
    id: "quick-validation",
    description: "Score an idea in seconds before you spend a dollar on it.",
    tone: "emerald",
    features: ["Overall score and verdict", "Demand, competition and profit scores", "Risks and opportunities"],
  },
  {
    id: "logo-maker",
    description: "Turn your business name into a logo you can use on your store and socials.",
    tone: "pink",
    features: ["Logo ideas from your brand name", "Colours that fit your niche"],
  },
]);

export const DISCOVERY_STEPS: Step[] = [
  { title: "Find Your Niche", text: "Tell the AI what you're good at and what you can spend." },
  { title: "Generate Ideas", text: "Turn the best niche into three concrete business ideas." },
  { title: "Research Market", text: "Check the size, growth and competition of your market." },
  { title: "Validate Fast", text: "Score the idea and see its risks before you launch." },
];
