/**
 * Where an answer's market figures come from (D20; docs/decisions/1481-sources-and-unknowns-in-answers.md): under a
 * figure, its source (publisher, report, year, a link); where no source gives it, "Not known" with the reason.
 */
import { ExternalLink } from "lucide-react";
import type { FigureSource, UnknownFigure } from "@shared/contracts/sources";
import { cn } from "@/lib/cn";

type Props = {
  sources: readonly FigureSource[];
  unknown?: readonly UnknownFigure[];
  /** Only the entries for these fields (a figure's own note); all entries when left out. */
  fields?: readonly string[];
  className?: string;
};

const inFields = (field: string, fields?: readonly string[]) =>
  !fields || fields.some((f) => field === f || field.startsWith(`${f}.`));

/** One line per source, then one per unknown, small and readable. */
export function FigureSources({ sources, unknown = [], fields, className }: Props) {
  const shown = sources.filter((s) => inFields(s.field, fields));
  const missing = unknown.filter((u) => inFields(u.field, fields));
  const unique = shown.filter((s, i) => shown.findIndex((o) => o.url === s.url && o.year === s.year) === i);
  if (!unique.length && !missing.length) return null;
  return (
    <ul className={cn("space-y-1 text-xs leading-snug text-slate-600", className)} data-testid="figure-sources">
      {unique.map((s) => (
        <li key={`${s.field}-${s.url}-${s.year}`} className="break-words">
          <span className="font-medium text-slate-700">Source:</span> {s.publisher ? `${s.publisher}, ` : ""}
          <a
            href={s.url}
            target="_blank"
            rel="noreferrer noopener"
            className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {s.name}
            <ExternalLink className="ml-0.5 inline size-3 align-[-1px]" aria-hidden="true" />
          </a>{" "}
          ({s.year})
        </li>
      ))}
      {missing.map((u) => (
        <li key={`${u.field}-${u.reason}`}>
          <span className="font-medium text-slate-700">Not known:</span> {u.reason}
        </li>
      ))}
    </ul>
  );
}
