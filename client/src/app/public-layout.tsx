/** Layout of the pages signed-out visitors can read (terms, privacy): the logo and a way to sign in. */
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { LogIn } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Logo } from "@/components/ui/logo";

export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="container flex h-16 items-center justify-between gap-4">
          <Link
            to="/"
            aria-label="HustleForge home"
            className="rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <Logo />
          </Link>
          <Button asChild variant="outline" size="sm">
            <Link to="/">
              <LogIn aria-hidden />
              Sign in
            </Link>
          </Button>
        </div>
      </header>
      <main id="main" className="container flex-1 py-6 sm:py-10">
        {children}
      </main>
    </div>
  );
}
