/** An h2 with an optional short description, used between blocks on hub pages. */
import type { ReactNode } from "react";

/** Renders a section heading. */
export function SectionHeading({ id, title, description }: { id?: string; title: string; description?: ReactNode }) {
  return (
    <div className="mb-4">
      <h2 id={id} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600 sm:text-base">{description}</p>}
    </div>
  );
}
