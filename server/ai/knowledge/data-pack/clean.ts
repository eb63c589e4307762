/**
 * A model's words checked against the data pack (D20; docs/decisions/1481-sources-and-unknowns-in-answers.md): a
 * sentence that states a market figure (money in billions or trillions, a percentage) which is not a pack figure cited
 * in the answer is dropped; margins and discounts ("20% off") are the seller's own economics and stay. Every string of an answer but its
 * `sources` is checked; a list loses an item left empty, and a single field left empty says the figure is not known.
 */
import type { FigureSource } from "../../../../shared/contracts/sources";
import { packTexts } from "./index";

/** Figure-shaped text: money in billions or trillions, and percentages. */
export const MARKET_FIGURE = /\$\s?\d[\d,.]*\s?(?:[BT]\b|billion|trillion)|\d+(?:\.\d+)?\s?(?:%|percent\b)/gi;

const HAS_FIGURE = new RegExp(MARKET_FIGURE.source, "i");

/** The pack's texts ("$187.7B", "2.1%") of the figures these sources cite. */
export function citedTexts(sources: readonly FigureSource[]): Set<string> {
  return new Set(
    [...packTexts().entries()]
      .filter(([, figures]) => figures.some((f) => sources.some((s) => s.url === f.source.url && s.year === f.year)))
      .map(([text]) => text),
  );
}

/** A sentence about the seller's own economics: a margin or a discount. */
const OWN_ECONOMICS = /margin|\d\s?%\s?off\b|discount/i;

/** The sentences of a text whose every figure is allowed (or that speak of a margin or a discount). */
export function keepSourcedSentences(text: string, allowed: ReadonlySet<string>): string {
  // Split after a sentence's end, keeping the space or line breaks after it with the next sentence, so a text that
  // keeps every sentence comes back as it was (paragraphs and lists included).
  const sentences = text.split(/(?<=[.!?])(?=\s)/);
  const kept = sentences.filter(
    (sentence) =>
      OWN_ECONOMICS.test(sentence) ||
      [...sentence.matchAll(MARKET_FIGURE)].every((m) => allowed.has(m[0].replace(/\s/g, ""))),
  );
  return kept.length === sentences.length ? text : kept.join("").trim();
}

/** Every string of a value with its unsourced figures' sentences dropped. */
export function withoutUnsourcedFigures<T>(value: T, allowed: ReadonlySet<string>): T {
  const clean = (v: unknown): unknown => {
    if (typeof v === "string") return keepSourcedSentences(v, allowed) || (HAS_FIGURE.test(v) ? "Not known." : v);
    if (Array.isArray(v)) return v.map(clean).filter((item, i) => !(typeof v[i] === "string" && item === "Not known."));
    if (v && typeof v === "object")
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === "sources" ? x : clean(x)]));
    return v;
  };
  return clean(value) as T;
}
