/** A numbered "how it works" sequence under a section heading. */
import { cn } from "@/lib/cn";

export type Step = { title: string; text: string };

/** Renders an ordered list of steps; columns = number of steps on wide screens. */
export function StepList({ title, steps, className }: { title: string; steps: Step[]; className?: string }) {
  const id = `steps-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section
      aria-labelledby={id}
      className={cn("rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8", className)}
    >
      <h2 id={id} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        {title}
      </h2>
      <ol className={cn("mt-6 grid gap-6 sm:grid-cols-2", steps.length === 3 ? "lg:grid-cols-3" : "lg:grid-cols-4")}>
        {steps.map((s, i) => (
          <li key={s.title} className="flex gap-3 sm:flex-col">
            <span
              aria-hidden
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-accent-600 text-base font-bold text-white"
            >
              {i + 1}
            </span>
            <span>
              <span className="block font-semibold text-slate-900">{s.title}</span>
              <span className="mt-1 block text-sm text-slate-600">{s.text}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
