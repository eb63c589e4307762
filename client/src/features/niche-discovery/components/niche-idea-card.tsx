/**
 * One niche idea (docs/spec-notes.md#screens-and-routes): badge colours Low green, Medium yellow, anything else red.
 */
import { AlertTriangle, CheckCircle2, DollarSign, Target, Users, Wrench, Wallet } from "lucide-react";
import type { NicheIdea } from "@shared/contracts/niche-discovery";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** Badge variant for a competition level; anything not Low or Medium is treated as High. */
export function competitionVariant(level: string): "success" | "warning" | "danger" {
  if (level === "Low") return "success";
  if (level === "Medium") return "warning";
  return "danger";
}

function Stat({ icon: Icon, label, children }: { icon: typeof DollarSign; label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-slate-600">
        <Icon className="h-3.5 w-3.5" aria-hidden />
        {label}
      </p>
      <div className="mt-1 text-sm text-slate-900">{children}</div>
    </div>
  );
}

/** The full card of one idea. */
export function NicheIdeaCard({ idea }: { idea: NicheIdea }) {
  return (
    <Card data-testid="niche-idea-card">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle className="text-lg leading-snug">{idea.name}</CardTitle>
          <Badge variant={competitionVariant(idea.competitionLevel)}>{idea.competitionLevel} competition</Badge>
        </div>
        <p className="text-sm text-slate-700">{idea.description}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-3">
          <Stat icon={DollarSign} label="Revenue Potential">
            <p className="font-semibold">{idea.monthlyRevenuePotential}</p>
            <p className="text-xs text-slate-600">{idea.revenueModel}</p>
          </Stat>
          <Stat icon={Wallet} label="Startup Costs">
            <p className="font-semibold">{idea.startupCosts}</p>
          </Stat>
          <Stat icon={Users} label="Target Audience">
            <p>{idea.targetAudience}</p>
          </Stat>
        </div>
        <div>
          <h4 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
            <Wrench className="h-4 w-4" aria-hidden />
            Required Skills
          </h4>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {idea.skillsRequired.map((s) => (
              <li key={s}>
                <Badge variant="secondary">{s}</Badge>
              </li>
            ))}
          </ul>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <h4 className="flex items-center gap-1.5 text-sm font-semibold text-emerald-800">
              <CheckCircle2 className="h-4 w-4" aria-hidden />
              Pros
            </h4>
            <ul className="mt-1.5 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {idea.pros.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
          <div>
            <h4 className="flex items-center gap-1.5 text-sm font-semibold text-amber-800">
              <AlertTriangle className="h-4 w-4" aria-hidden />
              Considerations
            </h4>
            <ul className="mt-1.5 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {idea.cons.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
        </div>
        {idea.fitReasons && idea.fitReasons.length > 0 && (
          <div className="rounded-xl border border-brand-100 bg-brand-50/60 p-3">
            <h4 className="text-sm font-semibold text-brand-900">Why it fits you</h4>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-brand-900">
              {idea.fitReasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </div>
        )}
        <div>
          <h4 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
            <Target className="h-4 w-4" aria-hidden />
            Next Steps
          </h4>
          <ol className="mt-2 space-y-1.5">
            {idea.actionSteps.map((step, i) => (
              <li key={step} className="flex gap-2 text-sm text-slate-700">
                <span className="flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white">
                  {i + 1}
                </span>
                <span>{step}</span>
              </li>
            ))}
          </ol>
        </div>
      </CardContent>
    </Card>
  );
}
