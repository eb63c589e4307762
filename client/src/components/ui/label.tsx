/** Form label in the shared type scale. */
import * as React from "react";
import { cn } from "@/lib/cn";

export const Label = React.forwardRef<HTMLLabelElement, React.LabelHTMLAttributes<HTMLLabelElement>>(
  ({ className, ...props }, ref) => (
    // eslint-disable-next-line jsx-a11y/label-has-associated-control -- a primitive: each caller passes htmlFor (or wraps its control)
    <label ref={ref} className={cn("text-sm font-medium leading-none text-slate-800", className)} {...props} />
  ),
);
Label.displayName = "Label";
