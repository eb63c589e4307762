/** What the logo maker shows: a fresh answer of POST /api/generate-logo, or a reopened generation. */
import {
  LOGO_FONT_LABELS,
  logoOutputSchema,
  logoRequestSchema,
  type LogoRequest,
  type LogoResponse,
} from "@shared/contracts/logos";
import type { GenerationDetail, GenerationMeta } from "@shared/contracts/generations";
import type { Shown } from "@/hooks/use-generator";

export type LogoResult = LogoResponse & { generation: GenerationMeta };
export type LogoView = LogoResponse & { generationId: number; input: LogoRequest };

export function viewOfResult(result: LogoResult, input: LogoRequest): Shown<LogoView> {
  const { generation, ...rest } = result;
  return {
    view: { ...rest, generationId: generation.id, input },
    key: `g${generation.id}`,
    generationId: generation.id,
  };
}

export function viewOfGeneration(generation: GenerationDetail): LogoView | null {
  const output = logoOutputSchema.safeParse(generation.output);
  const input = logoRequestSchema.safeParse(generation.input);
  if (!output.success || !input.success) return null;
  return {
    businessName: input.data.businessName,
    concepts: output.data.concepts.map((c) => ({ ...c, fontLabel: LOGO_FONT_LABELS[c.font] })),
    generationId: generation.id,
    input: input.data,
  };
}

/** The address of one concept's file (same-origin: the session cookie makes it owner only). */
export function logoFileUrl(
  generationId: number,
  index: number,
  format: "svg" | "png",
  opts: { size?: 512 | 1024; variant?: "light" | "dark" | "icon"; download?: boolean } = {},
): string {
  const q = new URLSearchParams();
  if (opts.size) q.set("size", String(opts.size));
  if (opts.variant && opts.variant !== "light") q.set("variant", opts.variant);
  if (opts.download) q.set("download", "1");
  const qs = q.toString();
  return `/api/logos/${generationId}/${index}.${format}${qs ? `?${qs}` : ""}`;
}
