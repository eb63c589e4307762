/**
 * The shape of the dated data pack (docs/decisions/1480-a-dated-data-pack.md): every market size, growth rate, share,
 * price level or adoption figure an offline answer states is one entry here, with what it measures, where, when and
 * who published it. The engine quotes entries; it never makes a market figure of its own (D20).
 */
import { z } from "zod";

const FIGURE_UNITS = ["usd-billions", "percent", "usd", "millions"] as const;

/** Where a figure was published: the report, its publisher, an address to read it, and when we read it. */
export const packSourceSchema = z.object({
  /** The report or release ("Global Games Market Report 2024"). */
  name: z.string().min(3),
  /** Who made the figure (Newzoo, Gartner, the U.S. Census Bureau...). */
  publisher: z.string().min(2),
  /** Where we read it: the publisher's page, or a trade press article quoting the release. */
  url: z.url({ protocol: /^https?$/ }),
  /** The day we read the figure there (YYYY-MM-DD). */
  retrieved: z.iso.date(),
});
export type PackSource = z.infer<typeof packSourceSchema>;

export const packFigureSchema = z.object({
  /** Stable id, kebab-case: what answers and tests name it by. */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  value: z.number().finite(),
  unit: z.enum(FIGURE_UNITS),
  /** What the figure measures, said next to it ("global games market revenue"). */
  measures: z.string().min(5),
  /** The place it covers ("Global", "United States"). */
  region: z.string().min(2),
  /** The year the figure is for (a forecast's target year for a forecast). */
  year: z.number().int().min(2000).max(2040),
  /** True when the source forecasts the figure rather than measuring it. */
  forecast: z.boolean().default(false),
  source: packSourceSchema,
});
export type PackFigure = z.input<typeof packFigureSchema>;
