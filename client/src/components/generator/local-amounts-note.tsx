/**
 * Says how an answer's amounts read for a person who does not pay in US dollars
 * (docs/decisions/1492-catalogue-dollars-read-in-the-persons-currency.md): nothing for US dollars.
 */
import { Coins } from "lucide-react";
import { cn } from "@/lib/cn";

export function LocalAmountsNote({ currency, className }: { currency?: string; className?: string }) {
  if (!currency) return null;
  return (
    <p className={cn("flex items-start gap-1.5 text-xs text-slate-600", className)} data-testid="local-amounts-note">
      <Coins className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      Costs and earnings are our guides in US dollars (US$). The {currency} figure beside each (~) is a rough guide at a
      fixed reference rate, not a quote.
    </p>
  );
}
