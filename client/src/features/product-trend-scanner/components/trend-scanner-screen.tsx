/**
 * Product Trend Scanner (/product-trend-scanner): filters (category, platform, minimum score 0-100, default 70,
 * an unparsable value becomes 0), the scan action beside them, the product grid, and its loading and empty
 * states (docs/spec-notes.md).
 */
import { useState } from "react";
import { Radar, SearchX, TrendingUp } from "lucide-react";
import {
  DEFAULT_MIN_TREND_SCORE,
  parseMinTrendScore,
  TREND_CATEGORY_OPTIONS,
  TREND_PLATFORM_OPTIONS,
  type TrendScanRequest,
  type TrendScanResponse,
} from "@shared/contracts/trending-products";
import { HOW_WE_RATE } from "@shared/domain/catalogue-ratings";
import { TREND_STAGE_RULE } from "@shared/domain/trend-stage";
import { withAll } from "@shared/contracts/catalogue-filters";
import { CatalogueNote } from "@/components/catalogue/catalogue-note";
import { CatalogueEmpty, CatalogueError, CatalogueLoading, ResultCount } from "@/components/catalogue/catalogue-states";
import { FilterSelect } from "@/components/catalogue/filter-select";
import { EngineNote } from "@/components/generator/engine-note";
import { GeneratorContext, GeneratorSubmit } from "@/components/generator/generator-submit";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/ui/page-header";
import { useGenerator } from "@/hooks/use-generator";
import { TRENDING_PRODUCTS_KEY, useTrendingProducts } from "../api/trending-products-api";
import { ProductCard } from "./product-card";

const CATEGORIES = withAll("All categories", TREND_CATEGORY_OPTIONS);
const PLATFORMS = withAll("All platforms", TREND_PLATFORM_OPTIONS);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

type ScanView = { found: number; updated: number };

export function TrendScannerScreen() {
  const [category, setCategory] = useState("all");
  const [platform, setPlatform] = useState("all");
  const [minText, setMinText] = useState(String(DEFAULT_MIN_TREND_SCORE));
  const minTrendScore = parseMinTrendScore(minText);
  const filters = { category, platform, minTrendScore };
  const products = useTrendingProducts(filters);

  const scan = useGenerator<TrendScanRequest, TrendScanResponse, ScanView>("product-trend-scanner", {
    toView: (res) => ({ view: { found: res.found, updated: res.updated }, key: `scan-${Date.now()}` }),
    invalidate: [TRENDING_PRODUCTS_KEY],
    successToast: ({ found, updated }) => ({
      title: "Scan Complete",
      description: `Found ${plural(found, "new product", "new products")} and updated ${plural(updated, "product", "products")}.`,
      variant: "success",
    }),
    failure: { toast: { title: "Scan Failed", fallback: "Failed to scan trending products" } },
  });

  const clear = () => {
    setCategory("all");
    setPlatform("all");
    setMinText(String(DEFAULT_MIN_TREND_SCORE));
  };
  const list = products.data?.products;

  return (
    <div>
      <PageHeader
        icon={TrendingUp}
        title="Product Trend Scanner"
        description="Spot products shoppers are warming to, see how their interest moved week by week, and check the profit before you buy stock."
      />
      <CatalogueNote
        reviewedAt={products.data?.reviewedAt}
        rules={HOW_WE_RATE.trending}
        extra={
          <ul className="mt-2 list-disc space-y-1 pl-5" aria-label="Trend stages">
            {Object.values(TREND_STAGE_RULE).map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        }
      />

      <Card className="mb-6">
        <CardContent className="pt-5 sm:pt-6">
          <form
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-start"
            onSubmit={(e) => {
              e.preventDefault();
              // The select offers only the contract's categories and 'all'.
              scan.run({ category: category as TrendScanRequest["category"], platform, minTrendScore });
            }}
          >
            <FilterSelect
              id="trend-category"
              label="Category"
              value={category}
              options={CATEGORIES}
              onChange={setCategory}
            />
            <FilterSelect
              id="trend-platform"
              label="Platform"
              value={platform}
              options={PLATFORMS}
              onChange={setPlatform}
            />
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="trend-min-score">Minimum trend score</Label>
              <Input
                id="trend-min-score"
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                value={minText}
                onChange={(e) => setMinText(e.target.value)}
                aria-describedby="trend-min-score-hint"
              />
              <p id="trend-min-score-hint" className="text-xs text-slate-600">
                0-100, HustleForge score
              </p>
            </div>
            <GeneratorContext.Provider value={{ pending: scan.pending, allowance: scan.allowance }}>
              <GeneratorSubmit
                idleLabel="Scan for Trends"
                pendingLabel="Scanning..."
                icon={Radar}
                size="default"
                className="sm:col-span-2 lg:col-span-1 lg:mt-[1.625rem]"
              />
            </GeneratorContext.Provider>
          </form>
          <EngineNote className="mt-3" />
        </CardContent>
      </Card>

      {products.isPending ? (
        <CatalogueLoading label="Loading trending products..." />
      ) : products.isError ? (
        <CatalogueError onRetry={() => void products.refetch()} />
      ) : list && list.length > 0 ? (
        <>
          <ResultCount count={list.length} noun={["product", "products"]} />
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {list.map((p) => (
              <ProductCard key={p.id} product={p} />
            ))}
          </div>
        </>
      ) : (
        <CatalogueEmpty
          icon={SearchX}
          title="No Products Found"
          description="No products match these filters. Lower the minimum score, choose another category or platform, or scan for new trends."
          onClear={clear}
        />
      )}
    </div>
  );
}
