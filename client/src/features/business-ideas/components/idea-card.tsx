/** One business idea card: number, name, description, Market Potential, Startup Cost, target, model, link. */
import { ArrowRight, DollarSign, TrendingUp } from "lucide-react";
import { Link } from "react-router-dom";
import { toolPath } from "@shared/tools/manifest";
import type { ProductIdea } from "@shared/contracts/business-ideas";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";

export function IdeaCard({ idea, number }: { idea: ProductIdea; number: number }) {
  return (
    <Card className="flex h-full flex-col" data-testid="business-idea-card">
      <CardHeader className="gap-2">
        <div className="flex items-center gap-2">
          <span
            className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-accent-600 text-sm font-bold text-white"
            aria-label={`Idea ${number}`}
          >
            {number}
          </span>
          {idea.analysis.carriedFromValidation && <Badge variant="outline">From Quick Validation</Badge>}
        </div>
        <CardTitle className="text-lg leading-snug">{idea.name}</CardTitle>
        <p className="text-sm text-slate-700">{idea.description}</p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <div className="grid grid-cols-2 gap-3">
          <div className="rounded-xl bg-slate-50 p-3">
            <p className="flex items-center gap-1 text-xs font-semibold uppercase tracking-wide text-slate-600">
              <TrendingUp className="h-3.5 w-3.5" aria-hidden />
              Market Potential
            </p>
            <p className="mt-1 text-sm font-semibold text-slate-900">{idea.marketPotential}</p>
          </div>
          <div className="rounded-xl bg-slate-50 p-3">
            <p className="flex items-center gap-1 text-xs font-semibold uppercase tracking-wide text-slate-600">
              <DollarSign className="h-3.5 w-3.5" aria-hidden />
              Startup Cost
            </p>
            <p className="mt-1 text-sm font-semibold text-slate-900">{idea.startupCost}</p>
          </div>
        </div>
        <dl className="space-y-1.5 text-sm">
          <div>
            <dt className="inline font-semibold text-slate-900">Target market: </dt>
            <dd className="inline text-slate-700">{idea.targetMarket}</dd>
          </div>
          <div>
            <dt className="inline font-semibold text-slate-900">Revenue model: </dt>
            <dd className="inline text-slate-700">{idea.revenueModel}</dd>
          </div>
        </dl>
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" className="w-full">
          <Link to={toolPath("business-ideas", idea.id)}>
            View Full Analysis
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
