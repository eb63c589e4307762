/**
 * "Your business at a glance" above the home's hero (docs/decisions/1473-home-at-a-glance.md): this month's net profit
 * against last month's (the P&L, in its currency), what to reorder, the roadmap's next step, the tracked idea with the
 * weakest evidence and the week's one suggestion, each linking to its tool. With no data yet, the three steps to get some.
 */
import { Link } from "react-router-dom";
import {
  ArrowRight,
  Boxes,
  CheckCircle2,
  Circle,
  Lightbulb,
  Map as MapIcon,
  MessageCircle,
  TrendingUp,
} from "lucide-react";
import type { ReactNode } from "react";
import { toolPath } from "@shared/tools/manifest";
import { formatMoney, moneyFromDecimal } from "@shared/domain/currency-money";
import { evidenceToCollect, suggestionOfTheWeek, weakestEvidence } from "@shared/domain/what-next";
import type { PnlResponse } from "@shared/contracts/finance";
import { Skeleton } from "@/components/ui/skeleton";
import { useBusinessProfile } from "@/hooks/use-business-profile";
import { useGlance } from "./glance-api";

const net = (pnl: PnlResponse) => {
  const m = moneyFromDecimal(pnl.totals.netProfit, pnl.currency);
  return m ? formatMoney(m) : pnl.totals.netProfit;
};

function Tile({
  icon,
  title,
  to,
  children,
  className,
}: {
  icon: ReactNode;
  title: string;
  to: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <li className={className}>
      <Link
        to={to}
        className="group flex h-full flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        <span className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
          {icon}
          {title}
        </span>
        <span className="flex-1 break-words text-sm text-slate-800">{children}</span>
        <ArrowRight
          aria-hidden
          className="size-4 self-end text-brand-600 transition-transform group-hover:translate-x-0.5"
        />
      </Link>
    </li>
  );
}

function FirstSteps({ profileDone }: { profileDone: boolean }) {
  const steps = [
    { done: profileDone, text: "Finish your business profile", to: "/settings/business" },
    { done: false, text: "Import a file or add a sale", to: toolPath("imports") },
    { done: false, text: "Run a first tool", to: toolPath("niche-discovery") },
  ];
  return (
    <ol className="grid gap-3 sm:grid-cols-3" data-testid="glance-first-steps">
      {steps.map((s, i) => (
        <li key={s.text}>
          <Link
            to={s.to}
            className="flex h-full items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm font-medium text-slate-800 shadow-sm hover:border-brand-300"
          >
            {s.done ? (
              <CheckCircle2 aria-label="Done" className="size-5 shrink-0 text-emerald-600" />
            ) : (
              <Circle aria-hidden className="size-5 shrink-0 text-slate-400" />
            )}
            <span>
              {i + 1}. {s.text}
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}

export function BusinessAtAGlance() {
  const profile = useBusinessProfile().data;
  const g = useGlance();
  if (g.loading) return <Skeleton className="h-40 rounded-2xl" />;
  const hasSales = (g.thisMonth?.totals.orders ?? 0) + (g.lastMonth?.totals.orders ?? 0) > 0;
  const ideas = (g.ideas ?? []).map((i) => ({ id: i.id, title: i.title, evidence: i.evidenceScore }));
  const weakest = weakestEvidence(ideas);
  const nextStep = g.roadmap?.steps.find((s) => !s.completed) ?? null;
  const reorder = g.reorder ?? [];
  const hasData = hasSales || reorder.length > 0 || Boolean(g.roadmap) || ideas.length > 0;
  const suggestion = suggestionOfTheWeek({ hasSales, roadmapNext: nextStep?.title ?? null, weakest });
  const name = profile?.sells ? `Your ${profile.sells} business` : "Your business";
  return (
    <section aria-labelledby="glance-heading" data-testid="business-glance" className="flex flex-col gap-3">
      <h2 id="glance-heading" className="break-words text-lg font-bold text-slate-900">
        {name} at a glance
      </h2>
      {!hasData ? (
        <>
          <p className="text-sm text-slate-600">No figures yet. Three steps to get some:</p>
          <FirstSteps profileDone={Boolean(profile?.sells)} />
        </>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {g.thisMonth && (
            <Tile
              icon={<TrendingUp aria-hidden className="size-4" />}
              title="Net profit"
              to={toolPath("profit-and-loss")}
            >
              <strong className="block text-xl tabular-nums text-slate-900">{net(g.thisMonth)}</strong>
              this month so far{g.lastMonth ? `; last month ${net(g.lastMonth)}` : ""}
            </Tile>
          )}
          {g.reorder && (
            <Tile icon={<Boxes aria-hidden className="size-4" />} title="To reorder" to={toolPath("inventory-tracker")}>
              {reorder.length === 0
                ? "Nothing to reorder today"
                : `${reorder.length} ${reorder.length === 1 ? "item" : "items"}: ${reorder
                    .slice(0, 3)
                    .map((r) => r.item.productName)
                    .join(", ")}${reorder.length > 3 ? "…" : ""}`}
            </Tile>
          )}
          <Tile
            icon={<MapIcon aria-hidden className="size-4" />}
            title="Roadmap's next step"
            to={toolPath("launch-roadmap")}
          >
            {!g.roadmap ? "No roadmap yet: make one" : nextStep ? nextStep.title : "Every step done"}
          </Tile>
          <Tile
            icon={<Lightbulb aria-hidden className="size-4" />}
            title="Weakest evidence"
            to={weakest ? `${toolPath("idea-tracker")}/${weakest.id}` : toolPath("idea-tracker")}
          >
            {weakest
              ? evidenceToCollect(weakest)
              : ideas.length
                ? "Every tracked idea has strong evidence"
                : "No tracked idea yet"}
          </Tile>
          <Tile
            icon={<MessageCircle aria-hidden className="size-4" />}
            title="This week"
            to={toolPath("ai-mentor")}
            className="lg:col-span-2"
          >
            {suggestion.text}
          </Tile>
        </ul>
      )}
    </section>
  );
}
