/** The landing pitch beside (desktop) or above (phone) the sign-in card. Pure CSS, no images: it must load fast. */
import { Compass, DollarSign, Rocket, Sparkles } from "lucide-react";
import { Logo } from "@/components/ui/logo";
import { usePublicStats } from "@/hooks/use-public-stats";
import { countText, peopleFigure, type Figure } from "@/lib/figures";

const POINTS = [
  { icon: Compass, title: "Find your niche", text: "AI scans trends and matches them to your skills and budget." },
  {
    icon: DollarSign,
    title: "Make money fast",
    text: "Dropshipping, side hustles and micro niches with real numbers.",
  },
  { icon: Rocket, title: "Launch and grow", text: "An AI mentor, a launch roadmap and content that sells." },
];

/** Renders the hero. The extra detail (points, stats) is hidden on phones so the form stays near the top. */
export function AuthHero() {
  const { data } = usePublicStats();
  // Counted figures only (docs/decisions/1440-figures-are-counted.md): the manifest's tools, the reviewed
  // suppliers, and the people once there are enough of them to say so. The tools are counted at build time
  // (client/src/build-constants.d.ts), so this screen does not download the manifest.
  const stats: Figure[] = [
    { value: countText(__STANDALONE_TOOL_COUNT__), label: "Tools in one place" },
    { value: countText(data?.catalogues.suppliers), label: "Suppliers reviewed" },
    peopleFigure(data),
  ];
  return (
    <div className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-700 to-accent-600 px-5 pb-8 pt-6 text-white sm:px-10 lg:flex lg:min-h-screen lg:flex-col lg:justify-between lg:px-14 lg:py-12">
      <div
        aria-hidden
        className="pointer-events-none absolute -right-24 -top-24 size-72 rounded-full bg-pink-400/30 blur-3xl"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -bottom-32 -left-16 size-80 rounded-full bg-brand-400/30 blur-3xl"
      />

      <div className="relative">
        <Logo tone="light" />
      </div>

      <div className="relative mt-6 lg:mt-0">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold ring-1 ring-white/25">
          <Sparkles aria-hidden className="size-3.5" />
          AI-powered business builder
        </p>
        <h1 className="mt-4 text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl lg:text-5xl">
          Turn your idea into income.
          <span className="block text-pink-200">Start today, not someday.</span>
        </h1>
        <p className="mt-3 max-w-lg text-base text-white/90 lg:text-lg">
          HustleForge gives young founders an AI co-pilot: niches, business ideas, market research and the tools to
          launch, all in one place.
        </p>

        <ul className="mt-8 hidden max-w-lg flex-col gap-4 sm:flex">
          {POINTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex items-start gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/25">
                <Icon aria-hidden className="size-5" />
              </span>
              <span>
                <span className="block font-semibold">{title}</span>
                <span className="block text-sm text-white/85">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>

      <ul
        aria-label="HustleForge in numbers"
        className="relative mt-8 hidden grid-cols-3 gap-4 border-t border-white/20 pt-6 sm:grid"
      >
        {stats.map((s) => (
          <li key={s.label}>
            <span className="block text-2xl font-extrabold">{s.value}</span>
            <span className="block text-xs text-white/85">{s.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
