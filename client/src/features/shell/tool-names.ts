/** Human names of routes, for pages that only know the path (coming-soon screen): the manifest's titles. */
import { toolForPath } from "@shared/tools/manifest";

const OTHER_NAMES: Record<string, string> = {
  "admin-dashboard": "Admin Dashboard",
  admin: "Admin Dashboard",
  checkout: "Checkout",
  dashboard: "Dashboard",
};

/** The tool name for a path such as '/profit-calculator' (first segment; unknown ones are title-cased). */
export function toolNameFromPath(pathname: string): string {
  const tool = toolForPath(pathname);
  if (tool) return tool.title;
  const segment = pathname.split("/").filter(Boolean)[0] ?? "";
  if (OTHER_NAMES[segment]) return OTHER_NAMES[segment];
  const words = segment.split("-").filter(Boolean);
  return words.length ? words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(" ") : "This tool";
}
