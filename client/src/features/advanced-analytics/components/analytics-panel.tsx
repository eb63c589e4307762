/**
 * The frame of an Advanced Analytics panel: a card whose header holds an icon, a title, a sentence and the panel's
 * own controls (a span, a year), and whose content shows the panel's data once it has loaded.
 */
import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

export function AnalyticsPanel({
  icon: Icon,
  title,
  description,
  controls,
  contentClassName,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  controls: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between sm:space-y-0">
        <div>
          <CardTitle className="flex items-center gap-2">
            <Icon aria-hidden className="size-5 text-brand-600" />
            {title}
          </CardTitle>
          <CardDescription className="mt-1.5">{description}</CardDescription>
        </div>
        {controls}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}

/** A query's data once loaded; before that a placeholder, and a sentence when it failed ("Customers could not be loaded."). */
export function Loaded<T>({
  query,
  what,
  skeletonClassName,
  children,
}: {
  query: { isError: boolean; data: T | undefined };
  /** What is loaded, capitalised: "Customers". */
  what: string;
  skeletonClassName: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {what} could not be loaded. Please try again.
      </p>
    );
  if (query.data === undefined)
    return <Skeleton className={skeletonClassName} aria-label={`Loading ${what.toLowerCase()}`} />;
  return <>{children(query.data)}</>;
}

/** A row of pressed/unpressed buttons choosing one of a few values (a period, a cohort span). */
export function ChoiceGroup<V extends string>({
  label,
  options,
  value,
  onChange,
  nameOf,
  textOf,
  className,
}: {
  label: string;
  options: readonly V[];
  value: V;
  onChange: (v: V) => void;
  /** Each button's accessible name ("3-month cohorts"). */
  nameOf: (v: V) => string;
  /** Each button's short text ("3 mo"). */
  textOf: (v: V) => string;
  className: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={`grid grid-cols-3 gap-1 rounded-xl border border-slate-200 bg-white p-1 ${className}`}
    >
      {options.map((o) => (
        <Button
          key={o}
          size="sm"
          className="px-2"
          variant={o === value ? "default" : "ghost"}
          aria-pressed={o === value}
          aria-label={nameOf(o)}
          onClick={() => onChange(o)}
        >
          {textOf(o)}
        </Button>
      ))}
    </div>
  );
}
