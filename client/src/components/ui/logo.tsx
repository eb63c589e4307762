/** The HustleForge wordmark: gradient anvil tile + name. */
import { Anvil } from "lucide-react";
import { cn } from "@/lib/cn";

/** Renders the logo; `tone="light"` for dark backgrounds. */
export function Logo({ tone = "dark", className }: { tone?: "dark" | "light"; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2", className)}>
      <span className="flex size-9 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-accent-600 text-white shadow-md">
        <Anvil aria-hidden className="size-5" />
      </span>
      <span className={cn("text-lg font-extrabold tracking-tight", tone === "light" ? "text-white" : "text-slate-900")}>
        Hustle<span className={tone === "light" ? "text-pink-200" : "text-brand-700"}>Forge</span>
      </span>
    </span>
  );
}
