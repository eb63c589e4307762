/**
 * The one generator screen (docs/decisions/810-generator-layout-and-form-kit.md): the page
 * heading, the form (or the Pro upsell when the tool is Pro-only), the result area in its pending, failed,
 * empty or result state, and the tool's recent history with reopen. The form's GeneratorSubmit reads the
 * runs left from here.
 */
import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { PageHeader } from "@/components/ui/page-header";
import { ProUpsell } from "@/components/ui/pro-upsell";
import { toast } from "@/hooks/use-toast";
import type { GeneratorState, Shown } from "@/hooks/use-generator";
import { cn } from "@/lib/cn";
import { GenerationHistory } from "./generation-history";
import { GeneratorContext } from "./generator-submit";
import { BasedOnLine, ProfileNote } from "./profile-basis";

type Props<View> = {
  generator: GeneratorState<View>;
  /** Page heading; left out when the generator is a section of a larger page (business plans). */
  header?: { icon: LucideIcon; title: string; description: string };
  /** 'side': form and history on the left, the result on the right (wide screens); 'stacked': one column. */
  arrangement: "side" | "stacked";
  form: ReactNode;
  /** Shown instead of the form to a user the tool's Pro gate refuses. */
  locked?: ReactNode;
  /** Above the form (e.g. the idea carried in from Quick Validation). */
  intro?: ReactNode;
  pending: ReactNode;
  /** The failed state, for tools whose failure is shown in place (the others toast and keep the last result). */
  failed?: ReactNode;
  empty: ReactNode;
  result: (shown: Shown<View>) => ReactNode;
  /** The default history: the tool's recent generations, reopened in place. */
  history?: { title: string; staleText: string };
  /** A tool's own history instead (stored ideas, plans). */
  customHistory?: ReactNode;
  className?: string;
};

/** Lays out one generator tool. */
export function GeneratorLayout<View>({
  generator,
  header,
  arrangement,
  form,
  locked,
  intro,
  pending,
  failed,
  empty,
  result,
  history,
  customHistory,
  className,
}: Props<View>) {
  const { status, shown, allowance } = generator;
  const body =
    status === "pending" ? (
      pending
    ) : status === "failed" && failed ? (
      failed
    ) : shown ? (
      <div className="flex flex-col gap-3">
        <BasedOnLine basedOn={shown.basedOn} />
        {result(shown)}
      </div>
    ) : locked && allowance.kind === "pro-only" ? null : (
      empty
    );

  const historyView =
    customHistory ??
    (history && (
      <GenerationHistory
        tool={generator.toolId}
        title={history.title}
        activeId={shown?.generationId}
        onOpen={(generation) => {
          if (!generator.reopen(generation))
            toast({ title: "Could not open this result", description: history.staleText, variant: "destructive" });
        }}
      />
    ));

  const formView =
    allowance.kind === "pro-only" ? (
      (locked ?? <ProUpsell title="Pro tool" description="This tool is part of the Pro plan." />)
    ) : (
      <div className="flex flex-col gap-3">
        <ProfileNote toolId={generator.toolId} />
        {form}
      </div>
    );
  // A tool's own upsell takes the whole width: beside an empty result column it would be squeezed into the form's.
  const lockedOut = Boolean(locked) && allowance.kind === "pro-only";

  return (
    <GeneratorContext.Provider value={{ pending: generator.pending, allowance, toolId: generator.toolId }}>
      <div className={cn("flex flex-col gap-6", className)}>
        {header && (
          <PageHeader
            icon={header.icon}
            title={header.title}
            description={header.description}
            className="mb-0 sm:mb-0"
          />
        )}
        {intro}
        {arrangement === "side" && !lockedOut ? (
          // Phones stack form, result, history; wide screens keep the history under the form.
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,380px)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:items-start">
            <div className="min-w-0">{formView}</div>
            <div className="min-w-0 lg:row-span-2" aria-live="polite">
              {body}
            </div>
            {historyView && <div className="min-w-0">{historyView}</div>}
          </div>
        ) : (
          <>
            {formView}
            {body && (
              <div className="min-w-0" aria-live="polite">
                {body}
              </div>
            )}
            {historyView}
          </>
        )}
      </div>
    </GeneratorContext.Provider>
  );
}
