/**
 * One micro niche: category, profit potential, name, description, competition and demand meters, target
 * audience, key products, the first 4 marketing channels and a count of the rest, entry barriers, seasonality,
 * and its two actions.
 */
import type { MicroNiche } from "@shared/contracts/micro-niches";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { LevelMeter } from "./level-meter";
import { NicheActions } from "./niche-actions";
import { NICHE_ICON, PROFIT_BADGE, nicheCategoryLabel } from "./niche-visuals";

export function NicheCard({ niche }: { niche: MicroNiche }) {
  const Icon = NICHE_ICON[niche.category];
  const moreChannels = niche.marketingChannels.length - 4;
  return (
    <Card className="flex flex-col p-5" data-testid="niche-card">
      <div className="flex items-center justify-between gap-2">
        <span className="flex items-center gap-1.5 text-sm font-medium text-slate-700">
          <Icon className="size-4 text-brand-600" aria-hidden="true" />
          {nicheCategoryLabel(niche.category)}
        </span>
        <Badge variant={PROFIT_BADGE[niche.profitPotential]}>{niche.profitPotential} profit potential</Badge>
      </div>
      <h3 className="mt-3 text-lg font-semibold leading-snug text-slate-900">{niche.name}</h3>
      <p className="mt-1 text-sm text-slate-700">{niche.description}</p>

      <p className="mt-4 text-xs text-slate-600">HustleForge ratings</p>
      <div className="mt-1 grid grid-cols-2 gap-4">
        <LevelMeter kind="competition" level={niche.competitionLevel} />
        <LevelMeter kind="demand" level={niche.demandLevel} />
      </div>

      <dl className="mt-4 space-y-3 text-sm">
        <div>
          <dt className="font-semibold text-slate-900">Target audience</dt>
          <dd className="text-slate-700">{niche.targetAudience}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Key products</dt>
          <dd className="text-slate-700">{niche.keyProducts.join(", ")}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Marketing channels</dt>
          <dd className="mt-1 flex flex-wrap gap-1.5">
            {niche.marketingChannels.slice(0, 4).map((c, i) => (
              <Badge key={`${i}-${c}`} variant="outline">
                {c}
              </Badge>
            ))}
            {moreChannels > 0 && <Badge variant="secondary">+{moreChannels} more</Badge>}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Entry barriers</dt>
          <dd className="text-slate-700">{niche.entryBarriers}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Seasonality</dt>
          <dd className="text-slate-700">{niche.seasonality}</dd>
        </div>
      </dl>
      <div className="mt-auto pt-5">
        <NicheActions niche={niche} />
      </div>
    </Card>
  );
}
