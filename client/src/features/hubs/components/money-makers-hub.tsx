/** /money-makers: six money-making tools, marketing figures and the three-step blurb. */
import { DollarSign } from "lucide-react";
import { PageHeader } from "@/components/ui/page-header";
import { usePublicStats } from "@/hooks/use-public-stats";
import { moneyMakerStats, MONEY_MAKER_STEPS, MONEY_MAKER_TOOLS } from "../data/money-makers";
import { SectionHeading } from "./section-heading";
import { StatTiles } from "./stat-tiles";
import { StepList } from "./step-list";
import { ToolCard } from "./tool-card";

/** Renders the Money Makers hub. */
export function MoneyMakersHub() {
  const { data: stats } = usePublicStats();
  return (
    <div className="flex flex-col gap-8 sm:gap-10">
      <PageHeader
        className="mb-0 sm:mb-0"
        icon={DollarSign}
        title="Money Makers"
        description="Tools that turn spare hours into real income: dropshipping, side hustles, micro niches and more."
      />
      <StatTiles label="Money Makers in numbers" stats={moneyMakerStats(stats)} />
      <section aria-labelledby="money-tools-heading">
        <SectionHeading id="money-tools-heading" title="Choose your money maker" />
        <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {MONEY_MAKER_TOOLS.map((tool) => (
            <li key={tool.to}>
              <ToolCard tool={tool} cta="Start Making Money" />
            </li>
          ))}
        </ul>
      </section>
      <StepList title="Your path to profit" steps={MONEY_MAKER_STEPS} />
    </div>
  );
}
