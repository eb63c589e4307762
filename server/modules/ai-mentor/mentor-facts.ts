/**
 * What the mentor knows about the person: a short summary of their own data. Each source is one function
 * (their product ideas, their latest quick validations, ...); adding a source (tracked ideas, roadmap,
 * inventory and sales totals when those tools land) is one more function in FACT_SOURCES.
 */
import { and, desc, eq } from "drizzle-orm";
import { generations, productIdeas } from "../../../shared/schema";
import type { AppContext } from "../../context";
import type { MentorFact } from "../../ai/knowledge/mentor/offline-mentor";

export type FactSource = (ctx: AppContext, userId: number) => Promise<MentorFact[]>;

/** The person's latest product ideas (from the business ideas generator). */
export const productIdeaFacts: FactSource = async (ctx, userId) => {
  const rows = await ctx.db
    .select({ name: productIdeas.name, industry: productIdeas.industry, targetMarket: productIdeas.targetMarket })
    .from(productIdeas)
    .where(eq(productIdeas.userId, userId))
    .orderBy(desc(productIdeas.createdAt), desc(productIdeas.id))
    .limit(3);
  return rows.map((r) => ({
    kind: "product-idea",
    name: r.name,
    text: `Product idea "${r.name}" (${r.industry}, for ${r.targetMarket})`,
  }));
};

/** The person's latest quick validations (from the generation history). */
export const validationFacts: FactSource = async (ctx, userId) => {
  const rows = await ctx.db
    .select({ input: generations.input, output: generations.output })
    .from(generations)
    .where(and(eq(generations.userId, userId), eq(generations.tool, "quick-validation")))
    .orderBy(desc(generations.createdAt), desc(generations.id))
    .limit(2);
  return rows.flatMap((r) => {
    const input = r.input as { product?: unknown };
    const output = r.output as { overallScore?: unknown; verdict?: unknown };
    if (typeof input.product !== "string" || typeof output.overallScore !== "number") return [];
    const verdict = typeof output.verdict === "string" ? ` (${output.verdict})` : "";
    return [
      {
        kind: "validation",
        name: input.product,
        text: `Quick validation of "${input.product}": ${output.overallScore}/100${verdict}`,
      },
    ];
  });
};

export const FACT_SOURCES: readonly FactSource[] = [validationFacts, productIdeaFacts];

/** Every source's facts, most telling first; a failing source is skipped (the chat still answers). */
export async function mentorFacts(ctx: AppContext, userId: number): Promise<MentorFact[]> {
  const results = await Promise.all(
    FACT_SOURCES.map((source) =>
      source(ctx, userId).catch((err) => {
        ctx.logger.warn({ err }, "mentor fact source failed");
        return [] as MentorFact[];
      }),
    ),
  );
  return results.flat();
}

/** The summary the model receives: one line per fact, at most `max` lines. */
export function factsSummary(facts: readonly MentorFact[], max = 8): string {
  if (facts.length === 0) return "Nothing yet: they have not saved ideas or validations in HustleForge.";
  return facts
    .slice(0, max)
    .map((f) => `- ${f.text}`)
    .join("\n");
}
