/** One micro niche in full (/micro-niches/:id): every field, every product and channel, and Market Research. */
import { ArrowLeft, Target } from "lucide-react";
import { Link, useParams } from "react-router-dom";
import { toolPath } from "@shared/tools/manifest";
import { HOW_WE_RATE } from "@shared/domain/catalogue-ratings";
import { marketIndustryLabel } from "@shared/contracts/market-analysis";
import { CatalogueNote } from "@/components/catalogue/catalogue-note";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useMicroNiche } from "../api/micro-niches-api";
import { LevelMeter } from "./level-meter";
import { NicheActions } from "./niche-actions";
import { NICHE_ICON, PROFIT_BADGE, nicheCategoryLabel } from "./niche-visuals";

export function NicheDetailScreen() {
  const id = Number(useParams().id);
  const query = useMicroNiche(id);
  const back = (
    <Button asChild variant="ghost" size="sm" className="mb-4 -ml-2">
      <Link to={toolPath("micro-niches")}>
        <ArrowLeft aria-hidden="true" />
        All micro niches
      </Link>
    </Button>
  );
  if (query.isPending && Number.isInteger(id) && id > 0)
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">Loading the niche...</span>
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    );
  if (!query.data)
    return (
      <div>
        {back}
        <EmptyState
          icon={Target}
          title="Niche not found"
          description="This niche is not in the catalogue. Pick one from the list."
        />
      </div>
    );

  const { niche, reviewedAt } = query.data;
  const Icon = NICHE_ICON[niche.category];
  return (
    <div>
      {back}
      <div className="mb-6">
        <div className="flex flex-wrap items-center gap-2">
          <span className="flex items-center gap-1.5 text-sm font-medium text-slate-700">
            <Icon className="size-4 text-brand-600" aria-hidden="true" />
            {nicheCategoryLabel(niche.category)}
          </span>
          <Badge variant={PROFIT_BADGE[niche.profitPotential]}>{niche.profitPotential} profit potential</Badge>
        </div>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{niche.name}</h1>
        <p className="mt-1 max-w-3xl text-slate-700">{niche.description}</p>
      </div>

      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-1">
          <CardHeader>
            <CardTitle>At a glance</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <p className="text-xs text-slate-600">HustleForge ratings (see How we rate)</p>
            <LevelMeter kind="competition" level={niche.competitionLevel} />
            <LevelMeter kind="demand" level={niche.demandLevel} />
            <dl className="space-y-3 text-sm">
              <div>
                <dt className="font-semibold text-slate-900">Target audience</dt>
                <dd className="text-slate-700">{niche.targetAudience}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">Market</dt>
                <dd className="text-slate-700">{marketIndustryLabel(niche.industry)}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">Seasonality</dt>
                <dd className="text-slate-700">{niche.seasonality}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">Entry barriers</dt>
                <dd className="text-slate-700">{niche.entryBarriers}</dd>
              </div>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Key products</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
              {niche.keyProducts.map((p, i) => (
                <li key={`${i}-${p}`}>{p}</li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Marketing channels</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
              {niche.marketingChannels.map((c, i) => (
                <li key={`${i}-${c}`}>{c}</li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>

      <Card className="mt-6">
        <CardContent className="flex flex-col gap-3 pt-5 sm:flex-row sm:items-center sm:justify-between sm:pt-6">
          <p className="text-sm text-slate-700">
            Next step: size up this market, then test the niche with Quick Validation.
          </p>
          <div className="sm:w-96">
            <NicheActions niche={niche} explore={false} />
          </div>
        </CardContent>
      </Card>
      <div className="mt-6">
        <CatalogueNote reviewedAt={reviewedAt} rules={HOW_WE_RATE.niches} />
      </div>
    </div>
  );
}
