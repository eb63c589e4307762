/**
 * One trending product: category icon (no remote images), name, platform and competition badges, the trend
 * line and stage, a 'Crowded' warning, the HustleForge score, price, margin and shipping, and its actions:
 * a search on its platform, 'Check profit' and 'Validate'.
 */
import { AlertTriangle, Calculator, ExternalLink, ShieldCheck } from "lucide-react";
import { Link } from "react-router-dom";
import type { TrendingProduct } from "@shared/contracts/trending-products";
import { SEARCH_LABEL } from "@shared/domain/product-links";
import { aboutInCurrency } from "@shared/domain/trend-reading";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { profitCalculatorUrl, quickValidationUrl } from "@/lib/tool-links";
import { cn } from "@/lib/cn";
import { Sparkline } from "./sparkline";
import { CATEGORY_ICON, COMPETITION_BADGE, STAGE_LOOK, categoryLabel, platformLabel } from "./product-visuals";

/**
 * `currency`: the person's (from their business profile). The price is a US marketplace price in US dollars: to a
 * person who pays in another currency it says so (US$) and gives a rough figure in theirs beside it
 * (docs/decisions/1479-trends-read-for-the-person.md).
 */
export function ProductCard({ product, currency }: { product: TrendingProduct; currency?: string | null }) {
  const about = aboutInCurrency(Number(product.price), currency);
  const foreign = Boolean(currency && currency !== "USD");
  const Icon = CATEGORY_ICON[product.category];
  const stage = STAGE_LOOK[product.trendStage];
  return (
    <Card className="flex flex-col p-5" data-testid="product-card">
      <div className="flex items-start gap-3">
        <span
          className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
          title={categoryLabel(product.category)}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold leading-snug text-slate-900">{product.name}</h3>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <Badge variant="outline">{platformLabel(product.platform)}</Badge>
            <Badge variant="secondary">{categoryLabel(product.category)}</Badge>
            <Badge variant={COMPETITION_BADGE[product.competitionLevel]}>{product.competitionLevel} competition</Badge>
          </div>
        </div>
      </div>

      <div className="mt-4 flex items-end justify-between gap-3">
        <div>
          <p className="text-xs font-medium text-slate-600">HustleForge score</p>
          <p className="text-2xl font-bold text-slate-900">
            {product.trendScore}
            <span className="text-sm font-medium text-slate-500">/100</span>
          </p>
          <span
            className={cn("mt-1 inline-flex rounded-full border px-2 py-0.5 text-xs font-semibold", stage.className)}
            data-testid="trend-stage"
          >
            {stage.label}
          </span>
        </div>
        <Sparkline points={product.trendHistory} stroke={stage.stroke} className="h-10 w-32 shrink-0" />
      </div>
      {product.season && <p className="mt-2 text-xs text-amber-900">Sells in: {product.season}</p>}
      {product.crowded && (
        <p
          className="mt-3 flex items-start gap-1.5 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-950"
          data-testid="crowded-warning"
        >
          <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          <span>
            <strong>Crowded:</strong> peaking with high competition. A viral product is not the same as demand you can
            win.
          </span>
        </p>
      )}

      <p className="mt-3 text-sm text-slate-700">{product.description}</p>

      <dl className="mt-4 grid grid-cols-3 gap-2 rounded-xl bg-slate-50 p-3 text-center text-xs">
        <div>
          <dt className="text-slate-600">Price</dt>
          <dd className="mt-0.5 text-sm font-semibold text-slate-900">
            {foreign ? "US$" : "$"}
            {product.price}
          </dd>
          {about && <dd className="text-[11px] text-slate-600">{about}</dd>}
        </div>
        <div>
          <dt className="text-slate-600">Margin</dt>
          <dd className="mt-0.5 text-sm font-semibold text-slate-900">{product.profitMargin}%</dd>
        </div>
        <div>
          <dt className="text-slate-600">Shipping</dt>
          <dd className="mt-0.5 text-sm font-semibold text-slate-900">{product.shippingTime}</dd>
        </div>
      </dl>

      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Button asChild size="sm" variant="outline" className="flex-1">
          <Link to={profitCalculatorUrl(product.price)}>
            <Calculator aria-hidden="true" />
            Check profit
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline" className="flex-1">
          <Link to={quickValidationUrl(product.name, product.description)}>
            <ShieldCheck aria-hidden="true" />
            Validate
          </Link>
        </Button>
        <Button asChild size="sm" variant="ghost" className="w-full">
          <a href={product.productUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            {SEARCH_LABEL[product.platform]}
            <span className="sr-only"> for {product.name} (opens in a new tab)</span>
          </a>
        </Button>
      </div>
    </Card>
  );
}
