/** Text input with the shared field look (h-10, rounded-xl, brand focus ring, red ring when aria-invalid). */
import * as React from "react";
import { cn } from "@/lib/cn";

export const fieldControlClass =
  "w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm transition-colors placeholder:text-slate-500 focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:ring-offset-0 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:opacity-70 aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus-visible:ring-red-500/30";

export const Input = React.forwardRef<HTMLInputElement, React.InputHTMLAttributes<HTMLInputElement>>(
  ({ className, type = "text", ...props }, ref) => (
    <input ref={ref} type={type} className={cn(fieldControlClass, "h-10 py-2", className)} {...props} />
  ),
);
Input.displayName = "Input";
