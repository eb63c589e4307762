/** The signed-in home: hero, the three tool areas and the popular tools. */
import { Link } from "react-router-dom";
import { toolPath } from "@shared/tools/manifest";
import { ArrowRight, Rocket, Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useUser } from "@/hooks/use-user";
import { CATEGORIES, POPULAR_TOOLS } from "../data/home";
import { SectionHeading } from "./section-heading";
import { TONE_TILE } from "./tone";
import { UpgradeLink } from "@/components/ui/upgrade-link";

/** Renders the dashboard for the current user. */
export function HomeDashboard() {
  const { user, isPro } = useUser();
  return (
    <div className="flex flex-col gap-10">
      <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-900 via-brand-700 to-accent-600 px-6 py-10 text-white shadow-xl sm:px-10 sm:py-14">
        <div
          aria-hidden
          className="pointer-events-none absolute -right-20 -top-20 size-72 rounded-full bg-pink-400/30 blur-3xl"
        />
        <div className="relative max-w-3xl">
          <p className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold ring-1 ring-white/25">
            <Sparkles aria-hidden className="size-3.5" />
            {user?.firstName ? `Let's build, ${user.firstName}` : "Let's build"}
          </p>
          <h1 className="mt-4 text-3xl font-extrabold leading-tight tracking-tight sm:text-5xl">
            AI-Powered Business Generation Revolution
          </h1>
          <p className="mt-4 max-w-2xl text-base text-white/90 sm:text-lg">
            Go from "I want to start something" to a validated business idea, a launch plan and your first customers,
            with AI doing the heavy lifting.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" className="bg-white text-brand-800 hover:bg-brand-50">
              <Link to={toolPath("niche-discovery")}>
                <Rocket aria-hidden />
                Start Building Now
              </Link>
            </Button>
            {!isPro && (
              <UpgradeLink
                size="lg"
                variant="outline"
                className="border-white/60 bg-white/10 text-white hover:bg-white/20 hover:border-white"
              />
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="categories-heading">
        <SectionHeading
          id="categories-heading"
          title="Everything you need to build"
          description="Three toolkits, one goal: your business."
        />
        <ul className="grid gap-4 md:grid-cols-3 md:gap-6">
          {CATEGORIES.map(({ to, title, description, icon: Icon, tone }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-all hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
              >
                <span
                  className={cn(
                    "flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br text-white",
                    TONE_TILE[tone],
                  )}
                >
                  <Icon aria-hidden className="size-6" />
                </span>
                <span className="mt-4 text-lg font-semibold text-slate-900">{title}</span>
                <span className="mt-1 flex-1 text-sm text-slate-600">{description}</span>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                  Explore
                  <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="popular-heading">
        <SectionHeading id="popular-heading" title="Popular tools" description="Where most founders start." />
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {POPULAR_TOOLS.map(({ to, title, description, icon: Icon, tone }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
              >
                <span
                  className={cn(
                    "flex size-10 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br text-white",
                    TONE_TILE[tone],
                  )}
                >
                  <Icon aria-hidden className="size-5" />
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900">{title}</span>
                  <span className="block text-sm text-slate-600">{description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
