/**
 * The generator's button with the free runs left shown before it is pressed ('2 of 3 free runs left'); with
 * none left, an upgrade prompt replaces the button (docs/decisions/810).
 */
import { Loader2, Lock, type LucideIcon } from "lucide-react";
import { createContext, useContext } from "react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import type { Allowance } from "@/hooks/use-generator";
import { cn } from "@/lib/cn";

/** What the layout tells its form: the run's state, the allowance and the tool (whose inputs the profile fills). */
export const GeneratorContext = createContext<{ pending: boolean; allowance: Allowance; toolId?: string }>({
  pending: false,
  allowance: { kind: "unknown" },
});

/** '2 of 3 free runs left' ('today' for daily limits). */
export function runsLeftText(a: { limit: number; remaining: number; period: "lifetime" | "day" }): string {
  return `${a.remaining} of ${a.limit} free run${a.limit === 1 ? "" : "s"} left${a.period === "day" ? " today" : ""}`;
}

type Props = {
  idleLabel: string;
  pendingLabel: string;
  icon: LucideIcon;
  /** Further reasons to keep the button disabled (e.g. no industry chosen yet). */
  disabled?: boolean;
  size?: "default" | "lg";
  className?: string;
  buttonClassName?: string;
};

/** Renders the submit button, the runs left under it, or the upgrade prompt when none are left. */
export function GeneratorSubmit({
  idleLabel,
  pendingLabel,
  icon: Icon,
  disabled,
  size = "lg",
  className,
  buttonClassName = "w-full",
}: Props) {
  const { pending, allowance } = useContext(GeneratorContext);
  if (allowance.kind === "free" && allowance.remaining === 0) {
    return (
      <div
        className={cn("rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950", className)}
        data-testid="runs-used-up"
        role="status"
      >
        <p className="flex items-center gap-1.5 font-semibold">
          <Lock className="size-4 shrink-0" aria-hidden="true" />
          You've used your {allowance.limit} free run{allowance.limit === 1 ? "" : "s"}
          {allowance.period === "day" ? " for today" : ""}.
        </p>
        <p className="mt-0.5 text-amber-900">Upgrade to the Pro plan for unlimited generations!</p>
        <Button asChild variant="gradient" size="sm" className="mt-2 w-full sm:w-auto">
          <Link to="/checkout">Upgrade Now</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Button type="submit" variant="gradient" size={size} disabled={pending || disabled} className={buttonClassName}>
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Icon aria-hidden="true" />}
        {pending ? pendingLabel : idleLabel}
      </Button>
      {allowance.kind === "free" && (
        <p className="text-center text-xs font-medium text-slate-600" data-testid="runs-left">
          {runsLeftText(allowance)}
        </p>
      )}
    </div>
  );
}
