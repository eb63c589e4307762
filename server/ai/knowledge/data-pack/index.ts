/**
 * The dated data pack (docs/decisions/1480-a-dated-data-pack.md): the only place market sizes, growth, shares, price
 * levels and adoption figures come from (D20). An answer quotes an entry through `figureText()` and cites it through
 * `citation()`; a market the pack does not cover is said to be unknown, never borrowed from a neighbouring one.
 */
import { formatBillions } from "../format";
import { AI_FIGURES } from "./ai";
import { CONSUMER_FIGURES } from "./consumer";
import { FINTECH_FIGURES } from "./fintech";
import { FOOD_FIGURES } from "./food";
import { MEDIA_FIGURES } from "./media";
import { RETAIL_FIGURES } from "./retail";
import { TECHNOLOGY_FIGURES } from "./technology";
import { WELLNESS_FIGURES } from "./wellness";
import { packFigureSchema, type PackFigure } from "./types";

/** Every entry of the pack, one file per area. */
export const PACK_ENTRIES: readonly PackFigure[] = [
  ...RETAIL_FIGURES,
  ...CONSUMER_FIGURES,
  ...MEDIA_FIGURES,
  ...TECHNOLOGY_FIGURES,
  ...FINTECH_FIGURES,
  ...AI_FIGURES,
  ...WELLNESS_FIGURES,
  ...FOOD_FIGURES,
];

export type Figure = ReturnType<typeof packFigureSchema.parse>;
const BY_ID = new Map<string, Figure>(PACK_ENTRIES.map((e) => [e.id, packFigureSchema.parse(e)]));

/** The pack's entry with this id; an unknown id is a programming error (the pack's unit test checks every id used). */
export function packFigure(id: string): Figure {
  const figure = BY_ID.get(id);
  if (!figure) throw new Error(`No data pack figure "${id}"`);
  return figure;
}

/** The figure as an answer writes it: "$187.7B", "$4.4T", "2.1%", "92 million". */
export function figureText(figure: Figure): string {
  switch (figure.unit) {
    case "usd-billions":
      return formatBillions(figure.value);
    case "percent":
      return `${figure.value}%`;
    case "usd":
      return `$${figure.value.toLocaleString("en-US")}`;
    case "millions":
      return `${figure.value.toLocaleString("en-US")} million`;
  }
}

/** One entry of an answer's `sources`: which field the figure fills, and where it was published. */
export type Citation = { field: string; name: string; publisher: string; year: number; url: string };

export function citation(field: string, figure: Figure): Citation {
  return {
    field,
    name: figure.source.name,
    publisher: figure.source.publisher,
    year: figure.year,
    url: figure.source.url,
  };
}

/** The figure, what it measures and its year, as one phrase: "$187.7B (global games market revenue, 2024 forecast)". */
export function figurePhrase(figure: Figure): string {
  return `${figureText(figure)} (${figure.measures.replace(/, (forecast|estimate)$/, "")}, ${figure.year}${figure.forecast ? " forecast" : ""})`;
}

/** Every text the pack's figures are written as, for the scan of answers (tests/unit/sourced-figures.property.test.ts). */
export function packTexts(): Map<string, Figure[]> {
  const texts = new Map<string, Figure[]>();
  for (const figure of BY_ID.values()) {
    const text = figureText(figure);
    texts.set(text, [...(texts.get(text) ?? []), figure]);
  }
  return texts;
}
