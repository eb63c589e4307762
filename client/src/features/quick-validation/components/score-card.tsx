/** One sub-score with its colour band (every score reads higher = better) and the reasons behind it. */
import { scoreBand } from "@shared/contracts/quick-validation";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { BAND_CLASSES } from "../verdict";

type Props = { label: string; value: number; inverse: boolean; reasons: string[] };

/** Renders the score, a bar in the band's colour, and the reasons. */
export function ScoreCard({ label, value, inverse, reasons }: Props) {
  const band = scoreBand(value, inverse);
  const classes = BAND_CLASSES[band];
  const id = `score-${label.split(" (")[0].toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <Card data-testid={id} data-band={band}>
      <CardContent className="pt-5 sm:pt-6">
        <div className="flex items-baseline justify-between gap-3">
          <h3 id={id} className="font-semibold text-slate-900">
            {label}
          </h3>
          <p className={cn("text-2xl font-bold tabular-nums", classes.text)}>
            {value}
            <span className="text-sm font-medium text-slate-500">/100</span>
          </p>
        </div>
        <div
          className="mt-2 h-2 rounded-full bg-slate-100"
          role="progressbar"
          aria-labelledby={id}
          aria-valuenow={value}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className={cn("h-2 rounded-full", classes.bar)} style={{ width: `${value}%` }} />
        </div>
        <ul className="mt-3 space-y-1.5 text-sm text-slate-600">
          {reasons.map((r) => (
            <li key={r} className="flex gap-2">
              <span aria-hidden="true" className={cn("mt-2 size-1.5 shrink-0 rounded-full", classes.bar)} />
              <span>{r}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
