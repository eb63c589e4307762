/** Header of every signed-in page: logo, main nav, upgrade/admin buttons, greeting, plan and sign out. */
import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router-dom";
import { LogOut, Menu, Settings, Shield, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useUser } from "@/hooks/use-user";
import { useLogout } from "@/hooks/use-logout";
import { NAV_ITEMS } from "../nav-items";
import { Logo } from "@/components/ui/logo";
import { PlanBadge } from "./plan-badge";
import { UpgradeLink } from "@/components/ui/upgrade-link";
import { NotificationBell } from "@/components/notification-bell";
import { Avatar } from "@/components/ui/avatar";
import { AccountMenu } from "./account-menu";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex items-center gap-2 whitespace-nowrap rounded-lg px-2.5 py-2 text-sm font-medium xl:px-3 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
    isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  );

/** Renders the sticky header; below the lg breakpoint the nav and account controls move into a menu. */
export function AppHeader() {
  const { user, isPro, isAdmin } = useUser();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  // The menu closes on navigation: adjusted while rendering (not in an effect) so no stale frame shows it open.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  const firstName = user?.firstName || user?.username || "there";
  // Icon-only (named for assistive tech) up to 2xl, so the header never wraps at 1280 px with Admin and a long name.
  const signOut = (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => logout.mutate()}
      disabled={logout.isPending}
      title="Sign out"
      className="shrink-0"
    >
      <LogOut aria-hidden />
      <span className="sr-only 2xl:not-sr-only">Sign out</span>
    </Button>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="container flex h-16 items-center gap-3 xl:gap-4">
        <Link
          to="/"
          aria-label="HustleForge home"
          className="shrink-0 rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden shrink-0 lg:block">
          <ul className="flex items-center gap-0.5 xl:gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto hidden min-w-0 flex-nowrap items-center gap-2 lg:flex">
          {!isPro && <UpgradeLink variant="gradient" size="sm" className="shrink-0 whitespace-nowrap" />}
          {isAdmin && (
            <Button asChild variant="outline" size="sm" className="shrink-0">
              <Link to="/admin-dashboard" title="Admin">
                <Shield aria-hidden />
                <span className="sr-only 2xl:not-sr-only">Admin</span>
              </Link>
            </Button>
          )}
          <span
            className="ml-1 flex min-w-0 items-center gap-2 whitespace-nowrap text-sm text-slate-700"
            title={firstName}
          >
            Hi, <span className="min-w-0 max-w-[7rem] truncate font-semibold text-slate-900">{firstName}</span>
            <PlanBadge isPro={isPro} />
          </span>
          <NotificationBell />
          {signOut}
          {user && <AccountMenu user={user} onSignOut={() => logout.mutate()} />}
        </div>

        <div className="ml-auto flex items-center gap-1.5 sm:gap-2 lg:hidden">
          {/* Below 640 px the plan shows in the menu, so the logo, bell, avatar and menu fit 360 px. */}
          <span className="hidden sm:inline-flex">
            <PlanBadge isPro={isPro} />
          </span>
          <NotificationBell />
          {user && (
            <Link
              to="/settings"
              aria-label="Settings"
              className="flex rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              <Avatar user={user} />
            </Link>
          )}
          <Button
            variant="outline"
            size="icon"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? "Close menu" : "Open menu"}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <X aria-hidden /> : <Menu aria-hidden />}
          </Button>
        </div>
      </div>

      {open && (
        <div id="mobile-menu" className="border-t border-slate-200 bg-white lg:hidden">
          <div className="container flex flex-col gap-1 py-3">
            <p className="flex items-center gap-2 px-3 pb-2 text-sm text-slate-700">
              <span>
                Hi, <span className="font-semibold text-slate-900">{firstName}</span>
              </span>
              <span className="sm:hidden">
                <PlanBadge isPro={isPro} />
              </span>
            </p>
            <nav aria-label="Main">
              <ul className="flex flex-col gap-1">
                {NAV_ITEMS.map(({ to, label, icon: Icon, end }) => (
                  <li key={to}>
                    <NavLink to={to} end={end} className={(s) => cn(navLinkClass(s), "flex w-full py-2.5 text-base")}>
                      <Icon aria-hidden className="size-5" />
                      {label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="mt-2 flex flex-col gap-2 border-t border-slate-100 pt-3">
              {!isPro && <UpgradeLink variant="gradient" />}
              <Button asChild variant="outline">
                <Link to="/settings">
                  <Settings aria-hidden />
                  Settings
                </Link>
              </Button>
              {isAdmin && (
                <Button asChild variant="outline">
                  <Link to="/admin-dashboard">
                    <Shield aria-hidden />
                    Admin
                  </Link>
                </Button>
              )}
              <Button
                variant="ghost"
                onClick={() => logout.mutate()}
                disabled={logout.isPending}
                className="justify-start"
              >
                <LogOut aria-hidden />
                Sign out
              </Button>
            </div>
          </div>
        </div>
      )}
    </header>
  );
}
