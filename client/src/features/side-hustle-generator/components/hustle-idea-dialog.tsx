/** 'View Details': the whole idea, with why it fits, every requirement and the first steps. */
import { CheckCircle2, Clock, DollarSign, ListChecks, Rocket, Sparkles, TrendingUp } from "lucide-react";
import type { HustleIdea } from "@shared/contracts/side-hustle-generator";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { useLocalAmounts } from "@/hooks/use-local-amounts";
import { DIFFICULTY_VARIANT, Figure } from "./hustle-idea-card";

type Props = { idea: HustleIdea | null; onClose: () => void; onStart: (idea: HustleIdea) => void; starting: boolean };

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The dialog; closed while `idea` is null. */
export function HustleIdeaDialog({ idea: asked, onClose, onStart, starting }: Props) {
  // Shown with its dollars read in the person's currency; started as it was answered.
  const idea = useLocalAmounts(asked).shown;
  return (
    <Dialog open={idea !== null} onOpenChange={(open) => !open && onClose()}>
      {idea && (
        <DialogContent data-testid="hustle-idea-dialog" className="flex max-w-2xl flex-col">
          <div className="flex flex-wrap items-center gap-1.5 pr-8">
            <Badge variant={DIFFICULTY_VARIANT[idea.difficulty]}>{cap(idea.difficulty)}</Badge>
            <Badge variant="secondary">{idea.category}</Badge>
            <Badge variant="outline">{cap(idea.type)}</Badge>
            {idea.needsInventory && <Badge variant="warning">Needs stock up front</Badge>}
          </div>
          <DialogTitle className="mt-2">{idea.title}</DialogTitle>
          <DialogDescription className="text-slate-700">{idea.description}</DialogDescription>
          <div className="mt-4 grid gap-2 sm:grid-cols-3">
            <Figure icon={Clock} label="Time" value={idea.timeRequired} />
            <Figure icon={DollarSign} label="Startup cost" value={idea.startupCost} />
            <Figure icon={TrendingUp} label="Earnings" value={idea.potentialEarnings} />
          </div>
          <Section icon={Sparkles} title="Why it fits you" items={idea.whyItFits} />
          <Section icon={CheckCircle2} title="Requirements" items={idea.requirements} />
          <section className="mt-4">
            <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
              <ListChecks className="size-4" aria-hidden="true" />
              First steps this week
            </h3>
            <ol className="mt-2 space-y-1.5">
              {idea.firstSteps.map((step, i) => (
                <li key={step} className="flex gap-2 text-sm text-slate-700">
                  <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white">
                    {i + 1}
                  </span>
                  <span>{step}</span>
                </li>
              ))}
            </ol>
          </section>
          <Button
            variant="gradient"
            className="mt-5 self-start"
            onClick={() => asked && onStart(asked)}
            disabled={starting}
          >
            <Rocket aria-hidden="true" />
            {starting ? "Adding..." : "Start This Hustle"}
          </Button>
        </DialogContent>
      )}
    </Dialog>
  );
}

function Section({ icon: Icon, title, items }: { icon: typeof Sparkles; title: string; items: string[] }) {
  return (
    <section className="mt-4">
      <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
        <Icon className="size-4" aria-hidden="true" />
        {title}
      </h3>
      <ul className="mt-1.5 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
