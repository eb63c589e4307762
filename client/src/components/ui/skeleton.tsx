/** Pulsing placeholder block shown while data loads. */
import * as React from "react";
import { cn } from "@/lib/cn";

/** Renders a grey pulsing box; size it with className. */
export function Skeleton({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden className={cn("animate-pulse rounded-xl bg-slate-200/80", className)} {...props} />;
}
