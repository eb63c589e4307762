/** The header's main navigation (platform spec section 2). */
import { Compass, DollarSign, LayoutDashboard, TrendingUp, type LucideIcon } from "lucide-react";

export type NavItem = { to: string; label: string; icon: LucideIcon; end?: boolean };

export const NAV_ITEMS: NavItem[] = [
  { to: "/", label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: "/discovery-tools", label: "Discovery Tools", icon: Compass },
  { to: "/money-makers", label: "Money Makers", icon: DollarSign },
  { to: "/growth-suite", label: "Growth Suite", icon: TrendingUp },
];
