import type { ReactNode } from "react";

/** Signed-in layout: header and page. (The foundation UI replaces this stub.) */
export function AppLayout({ children }: { children: ReactNode }) {
  return <main className="container py-8">{children}</main>;
}
