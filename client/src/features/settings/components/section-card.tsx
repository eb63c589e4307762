/** One settings section: a card with its heading, a line on what it does, and an optional status message. */
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

export function SectionCard({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={`${id}-title`} role="region">
      <CardHeader>
        <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight text-slate-900">
          {title}
        </h2>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}

/** A sentence after a change: green when it went through, red when it did not (announced to screen readers). */
export function StatusLine({ tone, children }: { tone: "ok" | "error"; children: ReactNode }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={
        tone === "ok"
          ? "rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-800"
          : "rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800"
      }
    >
      {children}
    </p>
  );
}
