/** /discovery-tools: four discovery tools and the four-step process. */
import { Compass } from "lucide-react";
import { PageHeader } from "@/components/ui/page-header";
import { DISCOVERY_STEPS, DISCOVERY_TOOLS } from "../data/discovery-tools";
import { SectionHeading } from "./section-heading";
import { StepList } from "./step-list";
import { ToolCard } from "./tool-card";

/** Renders the Discovery Tools hub. */
export function DiscoveryToolsHub() {
  return (
    <div className="flex flex-col gap-8 sm:gap-10">
      <PageHeader
        className="mb-0 sm:mb-0"
        icon={Compass}
        title="Discovery Tools"
        description="Find your niche, generate ideas, research the market and validate fast, all powered by AI."
      />
      <section aria-labelledby="discovery-tools-heading">
        <SectionHeading id="discovery-tools-heading" title="Pick a tool" />
        <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6">
          {DISCOVERY_TOOLS.map((tool) => (
            <li key={tool.to}>
              <ToolCard tool={tool} cta="Launch Tool" />
            </li>
          ))}
        </ul>
      </section>
      <StepList title="How it works" steps={DISCOVERY_STEPS} />
    </div>
  );
}
