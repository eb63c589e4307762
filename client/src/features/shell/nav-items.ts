/**
 * The header's main navigation (docs/spec-notes.md#screens-and-routes): the dashboard, then the manifest's three hubs.
 */
import { LayoutDashboard, type LucideIcon } from "lucide-react";
import { HUBS } from "@shared/tools/manifest";
import { TOOL_ICONS } from "@/lib/tool-icons";

export type NavItem = { to: string; label: string; icon: LucideIcon; end?: boolean };

export const NAV_ITEMS: NavItem[] = [
  { to: "/", label: "Dashboard", icon: LayoutDashboard, end: true },
  ...HUBS.map((hub) => ({ to: hub.route, label: hub.title, icon: TOOL_ICONS[hub.icon] })),
];
