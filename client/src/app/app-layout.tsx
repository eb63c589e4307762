/** Signed-in layout: the header, then the page. Loaded lazily so signed-out visitors never download it. */
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { AppHeader } from "@/features/shell/components/app-header";
import { VerifyEmailReminder } from "@/features/auth/components/verify-email-reminder";

/** Wraps every signed-in page. */
export default function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-brand-700 focus:shadow-lg"
      >
        Skip to content
      </a>
      {/* Printing a page (the profit and loss's PDF) prints the page alone (docs/decisions/1020-pnl-pdf-by-print.md). */}
      <div className="contents print:hidden">
        <AppHeader />
        <VerifyEmailReminder />
      </div>
      <main id="main" className="container flex-1 py-6 sm:py-8">
        {children}
      </main>
      <footer className="border-t border-slate-200 bg-white print:hidden">
        <nav
          aria-label="Legal"
          className="container flex flex-wrap items-center gap-x-5 gap-y-1 py-4 text-sm text-slate-600"
        >
          <span>© HustleForge</span>
          <Link to="/terms" className="hover:text-brand-700 hover:underline">
            Terms of Service
          </Link>
          <Link to="/privacy" className="hover:text-brand-700 hover:underline">
            Privacy Policy
          </Link>
        </nav>
      </footer>
    </div>
  );
}
