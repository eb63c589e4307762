/** A table that may scroll sideways on a phone: a labelled region reachable by keyboard, so its columns can be read. */
import type { ReactNode } from "react";

export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A scrollable region must be focusable (axe: scrollable-region-focusable); it holds no control of its own.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
