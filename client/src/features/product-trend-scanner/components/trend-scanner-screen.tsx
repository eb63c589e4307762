/**
 * Product Trend Scanner (/product-trend-scanner) on the generator layout: the filters with the scan action
 * beside them, then the product grid with its loading and empty states (docs/spec-notes.md). A
 * scan has no result view of its own: its toast says what it found and the list below refreshes.
 */
import { useWatch } from "react-hook-form";
import { Info, SearchX, TrendingUp } from "lucide-react";
import {
  DEFAULT_MIN_TREND_SCORE,
  trendScanRequestSchema,
  type TrendScanRequest,
} from "@shared/contracts/trending-products";
import { HOW_WE_RATE } from "@shared/domain/catalogue-ratings";
import { TREND_STAGE_RULE } from "@shared/domain/trend-stage";
import { trendNotes } from "@shared/domain/trend-reading";
import { CatalogueNote } from "@/components/catalogue/catalogue-note";
import { CatalogueEmpty, CatalogueError, CatalogueLoading, ResultCount } from "@/components/catalogue/catalogue-states";
import { useSchemaForm } from "@/components/form/schema-form";
import { GeneratorLayout } from "@/components/generator/generator-layout";
import { generationsEndpoints } from "@shared/contracts/endpoints/generations";
import { useGenerator } from "@/hooks/use-generator";
import { useBusinessProfile } from "@/hooks/use-business-profile";
import { TRENDING_PRODUCTS_KEY, useTrendingProducts, type TrendFilters } from "../api/trending-products-api";
import { ProductCard } from "./product-card";
import { ScanForm } from "./scan-form";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const DEFAULTS: TrendScanRequest = { category: "all", platform: "all", minTrendScore: DEFAULT_MIN_TREND_SCORE };

export function TrendScannerScreen() {
  const form = useSchemaForm(trendScanRequestSchema, DEFAULTS);
  const [category, platform, minTrendScore] = useWatch({
    control: form.control,
    name: ["category", "platform", "minTrendScore"],
  });
  // The score field holds the number its text parses to (see ScanForm); the selects hold their option's value.
  const filters: TrendFilters = {
    category: category ?? "all",
    platform: typeof platform === "string" ? platform : "all",
    minTrendScore: typeof minTrendScore === "number" ? minTrendScore : DEFAULT_MIN_TREND_SCORE,
  };
  const products = useTrendingProducts(filters);

  const scan = useGenerator(generationsEndpoints.trendScan, {
    toView: (res) => ({ view: { found: res.found, updated: res.updated }, key: `scan-${Date.now()}` }),
    invalidate: [TRENDING_PRODUCTS_KEY],
    successToast: ({ found, updated }) => ({
      title: "Scan Complete",
      description: `Found ${plural(found, "new product", "new products")} and updated ${plural(updated, "product", "products")}.`,
      variant: "success",
    }),
    failure: { toast: { title: "Scan Failed", fallback: "Failed to scan trending products" } },
  });

  const list = products.data?.products;
  // What the person should know before reading these trends: the same notes a scan answers with (decision 1479).
  const profile = useBusinessProfile().data ?? null;
  const notes = trendNotes(profile);

  return (
    <div>
      <GeneratorLayout
        generator={scan}
        header={{
          icon: TrendingUp,
          title: "Product Trend Scanner",
          description:
            "Spot products shoppers are warming to, see how their interest moved week by week, and check the profit before you buy stock.",
        }}
        arrangement="stacked"
        intro={
          <CatalogueNote
            className="mb-0"
            reviewedAt={products.data?.reviewedAt}
            rules={HOW_WE_RATE.trending}
            extra={
              <ul className="mt-2 list-disc space-y-1 pl-5" aria-label="Trend stages">
                {Object.entries(TREND_STAGE_RULE).map(([stage, r]) => (
                  <li key={stage}>{r}</li>
                ))}
              </ul>
            }
          />
        }
        form={
          <ScanForm
            form={form}
            onScan={(values) => scan.run(values, form, ["category", "platform", "minTrendScore"])}
          />
        }
        // The scan's outcome is its toast and the refreshed list below, not a view of its own.
        pending={null}
        empty={null}
        result={() => null}
      />

      {notes.length > 0 && (
        <ul
          className="mt-6 space-y-1.5 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950"
          aria-label="Read these trends for your business"
        >
          {notes.map((note) => (
            <li key={note} className="flex gap-2">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{note}</span>
            </li>
          ))}
        </ul>
      )}

      <div className="mt-6">
        {products.isPending ? (
          <CatalogueLoading label="Loading trending products..." />
        ) : products.isError ? (
          <CatalogueError onRetry={() => void products.refetch()} />
        ) : list && list.length > 0 ? (
          <>
            <ResultCount count={list.length} noun={["product", "products"]} />
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {list.map((p) => (
                <ProductCard key={p.id} product={p} currency={profile?.currency} />
              ))}
            </div>
          </>
        ) : (
          <CatalogueEmpty
            icon={SearchX}
            title="No Products Found"
            description="No products match these filters. Lower the minimum score, choose another category or platform, or scan for new trends."
            onClear={() => form.reset(DEFAULTS)}
          />
        )}
      </div>
    </div>
  );
}
