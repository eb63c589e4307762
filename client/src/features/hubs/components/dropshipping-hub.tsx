/** /dropshipping-tools: the Dropshipping Command Center (figures, tips, four free tools). */
import { Link } from "react-router-dom";
import { hubPath } from "@shared/tools/manifest";
import { ArrowLeft, Lightbulb, ShoppingCart } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { usePublicStats } from "@/hooks/use-public-stats";
import { dropshippingStats, DROPSHIPPING_TIPS, DROPSHIPPING_TOOLS } from "../data/dropshipping";
import { SectionHeading } from "./section-heading";
import { StatTiles } from "./stat-tiles";
import { ToolCard } from "./tool-card";

/** Renders the Dropshipping Command Center. */
export function DropshippingHub() {
  const { data: stats } = usePublicStats();
  return (
    <div className="flex flex-col gap-8 sm:gap-10">
      <PageHeader
        className="mb-0 sm:mb-0"
        icon={ShoppingCart}
        title="Dropshipping Command Center"
        description="Find winning products, trusted suppliers and your real profit, then keep stock under control."
        actions={
          <Button asChild variant="outline" size="sm">
            <Link to={hubPath("money")}>
              <ArrowLeft aria-hidden />
              Money Makers
            </Link>
          </Button>
        }
      />
      <StatTiles label="Dropshipping in numbers" stats={dropshippingStats(stats)} />
      <section aria-labelledby="dropshipping-tools-heading">
        <SectionHeading id="dropshipping-tools-heading" title="Your dropshipping toolkit" />
        <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
          {DROPSHIPPING_TOOLS.map((tool) => (
            <li key={tool.to}>
              <ToolCard tool={tool} cta="Launch Tool" />
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="dropshipping-tips-heading"
        className="rounded-2xl border border-amber-200 bg-amber-50 p-5 sm:p-8"
      >
        <h2
          id="dropshipping-tips-heading"
          className="flex items-center gap-2 text-xl font-bold text-slate-900 sm:text-2xl"
        >
          <Lightbulb aria-hidden className="size-6 text-amber-600" />
          Tips for winning at dropshipping
        </h2>
        <ul className="mt-5 grid gap-5 md:grid-cols-3">
          {DROPSHIPPING_TIPS.map((tip) => (
            <li key={tip.title}>
              <span className="block font-semibold text-slate-900">{tip.title}</span>
              <span className="mt-1 block text-sm text-slate-700">{tip.text}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
