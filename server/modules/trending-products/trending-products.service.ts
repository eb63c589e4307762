/**
 * The trend scan's hooks for runGenerator(): `prepare` gives the generator the products already known for
 * the chosen filters; `persist` refreshes those (this week's point in their history, lastUpdated) and stores
 * newly trending ones, in the same transaction as the history row, and answers `{ products, found, updated, notes }`
 * (the notes: what the person should know before reading them, docs/decisions/1479-trends-read-for-the-person.md).
 */
import type { z } from "zod";
import { trendScanRequestSchema, type ScannedProduct } from "../../../shared/contracts/trending-products";
import { productSearchUrl, slugify } from "../../../shared/domain/product-links";
import { trendNotes } from "../../../shared/domain/trend-reading";
import type { TrendPoint } from "../../../shared/contracts/trending-products";
import type { TrendingProductRow } from "../../../shared/schema";
import type { trendScanTool } from "../../ai/tools/trend-scan.tool";
import type { GeneratorHooks } from "../../ai/run-generator";
import { createTrendingProductsRepository, type NewTrendingProduct } from "./trending-products.repository";
import { presentTrendingProduct } from "./trending-products.presenter";

type Tool = typeof trendScanTool;
const KNOWN_LIMIT = 20;
const HISTORY_WEEKS = 26;

/** The Monday (UTC) of the week `now` falls in, as YYYY-MM-DD: one history point per week. */
export function weekOf(now: Date): string {
  const day = (now.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day)).toISOString().slice(0, 10);
}

/** This week's score replaces any point of the same week; the history keeps its last 26 weeks. */
export function withWeek(history: TrendPoint[], week: string, score: number): TrendPoint[] {
  return [...history.filter((p) => p.week !== week), { week, score }]
    .sort((a, b) => a.week.localeCompare(b.week))
    .slice(-HISTORY_WEEKS);
}

const inScope = (request: z.infer<Tool["input"]>, p: ScannedProduct) =>
  (request.category === "all" || p.category === request.category) &&
  (request.platform === "all" || p.platform === request.platform);

export const trendScanHooks: GeneratorHooks<Tool["input"], Tool["output"], typeof trendScanRequestSchema> = {
  request: trendScanRequestSchema,
  async prepare(ctx, _user, request) {
    const rows = await createTrendingProductsRepository(ctx.db).list(
      {
        category: request.category === "all" ? undefined : request.category,
        platform: request.platform === "all" ? undefined : request.platform,
      },
      KNOWN_LIMIT,
    );
    const known = rows.map((r) => ({
      name: r.name,
      platform: r.platform,
      category: r.category,
      price: Number(r.price),
      profitMargin: r.profitMargin,
      shippingTime: r.shippingTime,
      competitionLevel: r.competitionLevel,
      trendHistory: r.trendHistory.slice(-12).map((p) => p.score),
    }));
    return { ...request, known } as z.infer<Tool["input"]>;
  },
  async persist({ ctx, tx, input, output }) {
    const repo = createTrendingProductsRepository(ctx.db);
    const now = new Date();
    const week = weekOf(now);
    // The model may stray outside the filters or repeat itself; only in-scope products, once each, are kept.
    const bySlug = new Map<string, ScannedProduct>();
    for (const p of output.products) if (inScope(input, p)) bySlug.set(slugify(p.platform, p.name), p);

    const existing = await repo.findBySlugsForUpdate([...bySlug.keys()], tx);
    // One statement at a time: a transaction is one connection, which runs its statements in turn.
    const updated: TrendingProductRow[] = [];
    for (const row of existing) {
      const p = bySlug.get(row.slug);
      if (!p) continue;
      const patch = {
        trendScore: p.trendScore,
        competitionLevel: p.competitionLevel,
        trendHistory: withWeek(row.trendHistory, week, p.trendScore),
        lastUpdated: now,
      };
      updated.push(await repo.refresh(row.id, patch, tx));
    }
    const known = new Set(existing.map((r) => r.slug));
    const fresh: NewTrendingProduct[] = [...bySlug]
      .filter(([slug]) => !known.has(slug))
      .map(([slug, p]) => ({
        slug,
        name: p.name,
        price: p.price.toFixed(2),
        category: p.category,
        platform: p.platform,
        profitMargin: p.profitMargin,
        shippingTime: p.shippingTime,
        competitionLevel: p.competitionLevel,
        trendScore: p.trendScore,
        trendHistory: [{ week, score: p.trendScore }],
        season: null,
        imageUrl: null,
        productUrl: productSearchUrl(p.platform, p.name),
        description: p.description,
        source: "scan",
        lastUpdated: now,
      }));
    const inserted = await repo.insertMany(fresh, tx);
    const products = [...inserted, ...updated].sort((a, b) => b.trendScore - a.trendScore).map(presentTrendingProduct);
    return { products, found: inserted.length, updated: updated.length, notes: trendNotes(input.reader ?? null) };
  },
};
