/** Discovery Tools hub content (docs/spec-notes.md#screens-and-routes), the logo maker included. */
import type { ToolInfo } from "../components/tool-card";
import { hubCards } from "./cards";
import type { Step } from "../components/step-list";

export const DISCOVERY_TOOLS: ToolInfo[] = hubCards("discovery");

export const DISCOVERY_STEPS: Step[] = [
  { title: "Find Your Niche", text: "Tell the AI what you're good at and what you can spend." },
  { title: "Generate Ideas", text: "Turn the best niche into three concrete business ideas." },
  { title: "Research Market", text: "Check the size, growth and competition of your market." },
  { title: "Validate Fast", text: "Score the idea and see its risks before you launch." },
];
