/**
 * Every model answer, of every tool, keeps only market figures it can source (D20;
 * docs/decisions/1481-sources-and-unknowns-in-answers.md, docs/decisions/1488-model-figures-checked-for-every-tool.md):
 * a sentence that states a market figure (money in billions or trillions, a percentage) which is not a data-pack figure
 * cited in the answer's own `sources` is dropped, wherever it is in the answer. A field that lost one is listed in the
 * answer's `unknown` when the answer has that list. Margins and discounts are the seller's own economics and stay.
 *
 * Tools whose figures come from the pack (market research, niche discovery, business ideas) replace a model's figure
 * fields with the pack's first; this is the floor under every other tool.
 */
import type { FigureSource, UnknownFigure } from "../../shared/contracts/sources";
import { citedTexts, withoutUnsourcedFigures } from "./knowledge/data-pack/clean";

const REASON = "The answer stated a figure our data pack does not hold, so it was removed.";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Every entry of every `sources` list in an answer, at any depth. */
function sourcesIn(value: unknown): FigureSource[] {
  if (Array.isArray(value)) return value.flatMap(sourcesIn);
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === "sources" && Array.isArray(item) ? item.filter(isSource) : sourcesIn(item),
  );
}

function isSource(value: unknown): value is FigureSource {
  return isRecord(value) && typeof value.url === "string" && typeof value.year === "number";
}

/** The answer without its unsourced figures, and the top-level fields that lost one named in its `unknown`. */
export function withoutModelFigures<T>(output: T): T {
  const cleaned = withoutUnsourcedFigures(output, citedTexts(sourcesIn(output)));
  if (!isRecord(output) || !isRecord(cleaned) || !Array.isArray(cleaned.unknown)) return cleaned;
  const known = cleaned.unknown.filter(isRecord);
  const lost = Object.keys(output).filter(
    (field) =>
      field !== "sources" &&
      field !== "unknown" &&
      JSON.stringify(output[field]) !== JSON.stringify(cleaned[field]) &&
      !known.some((u) => u.field === field),
  );
  if (lost.length === 0) return cleaned;
  const unknown: UnknownFigure[] = lost.map((field) => ({ field, reason: REASON }));
  // The list's schema holds at most 40 entries (shared/contracts/sources.ts).
  return { ...cleaned, unknown: [...cleaned.unknown, ...unknown].slice(0, 40) };
}
