/**
 * Where an answer's market figures come from (D20; docs/decisions/1481-sources-and-unknowns-in-answers.md): each figure
 * field is either backed by an entry of `sources` (the field it fills, the report, its publisher, the year of the figure
 * and where to read it) or empty with an entry of `unknown` saying what is not known and why.
 */
import { z } from "zod";

export const figureSourceSchema = z.object({
  field: z.string().min(1).describe("The answer field the figure fills, e.g. 'marketSize'"),
  name: z.string().min(1).describe("The report or release the figure comes from"),
  publisher: z.string().min(1).optional().describe("Who published it"),
  year: z.number().int().min(1990).max(2100).describe("The year the figure is for"),
  url: z.string().url().describe("Where to read it"),
});
export type FigureSource = z.infer<typeof figureSourceSchema>;

export const unknownFigureSchema = z.object({
  field: z.string().min(1).describe("The answer field that is empty"),
  reason: z.string().min(1).describe("What is not known and why"),
});
export type UnknownFigure = z.infer<typeof unknownFigureSchema>;

/** The two lists every answer with market figures carries. */
export const sourcedFields = {
  sources: z.array(figureSourceSchema).max(40).default([]),
  unknown: z.array(unknownFigureSchema).max(40).default([]),
};
