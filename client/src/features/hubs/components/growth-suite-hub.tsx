/** /growth-suite: six growth tools; PRO tools are locked for free users, who also see an upgrade banner. */
import { ShieldCheck, TrendingUp } from "lucide-react";
import { PRO_PRICE_USD } from "@shared/domain/plans";
import { PageHeader } from "@/components/ui/page-header";
import { usePublicStats } from "@/hooks/use-public-stats";
import { ProUpsell } from "@/components/ui/pro-upsell";
import { useUser } from "@/hooks/use-user";
import { growthStats, GROWTH_STEPS, GROWTH_TOOLS } from "../data/growth-suite";
import { SectionHeading } from "./section-heading";
import { StatTiles } from "./stat-tiles";
import { StepList } from "./step-list";
import { ToolCard } from "./tool-card";
import { UpgradeLink } from "@/components/ui/upgrade-link";

/** Renders the Growth Suite hub for the current plan. */
export function GrowthSuiteHub() {
  const { data: stats } = usePublicStats();
  const { isPro } = useUser();
  return (
    <div className="flex flex-col gap-8 sm:gap-10">
      <PageHeader
        className="mb-0 sm:mb-0"
        icon={TrendingUp}
        title="Growth Suite"
        description="Create content, build your network, sell more and track what works."
      />
      {!isPro && (
        <ProUpsell
          title="Unlock the full Growth Suite"
          description="Creative Suite, Partnership Finder, Sales Script Generator and Advanced Analytics are Pro tools."
        />
      )}
      <StatTiles label="Growth Suite in numbers" stats={growthStats(stats)} />
      <section aria-labelledby="growth-tools-heading">
        <SectionHeading id="growth-tools-heading" title="Growth tools" />
        <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {GROWTH_TOOLS.map((tool) => (
            <li key={tool.to}>
              <ToolCard tool={tool} cta="Launch Tool" locked={Boolean(tool.pro) && !isPro} />
            </li>
          ))}
        </ul>
      </section>
      <StepList title="Growth Framework" steps={GROWTH_STEPS} />
      <section
        aria-labelledby="growth-pricing-heading"
        className="flex flex-col items-start gap-4 rounded-2xl bg-gradient-to-br from-brand-800 to-accent-600 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8"
      >
        <div>
          <h2 id="growth-pricing-heading" className="text-xl font-bold sm:text-2xl">
            {isPro ? "You're on Pro: every tool is unlocked" : "Grow faster with Pro"}
          </h2>
          <p className="mt-1 flex items-start gap-2 text-sm text-white/90 sm:text-base">
            <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
            Pro costs ${PRO_PRICE_USD}/month with a 30-day money-back guarantee and cancel anytime.
          </p>
        </div>
        {!isPro && <UpgradeLink size="lg" className="bg-white text-brand-800 hover:bg-brand-50" />}
      </section>
    </div>
  );
}
