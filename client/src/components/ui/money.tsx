/**
 * A dollar amount that never breaks inside its digits (docs/decisions/1450-money-never-breaks.md): the body's
 * `overflow-wrap: break-word` would otherwise split '$1,680.00' as '$1,680.0' / '0' in a narrow cell. Figures line
 * up (tabular digits); the layout around it must leave room, a narrow column wraps between amounts, not inside one.
 */
import type { HTMLAttributes } from "react";
import { formatUsd } from "@shared/domain/money";
import { cn } from "@/lib/cn";

type Props = Omit<HTMLAttributes<HTMLSpanElement>, "children"> & { cents: number };

export function Money({ cents, className, ...rest }: Props) {
  return (
    <span className={cn("whitespace-nowrap tabular-nums", className)} {...rest}>
      {formatUsd(cents)}
    </span>
  );
}
