/** What the logo maker shows: a fresh answer of POST /api/generate-logo, or a reopened generation. */
import {
  LOGO_FONT_LABELS,
  logoOutputSchema,
  logoRequestSchema,
  type LogoRequest,
  type LogoResponse,
} from "@shared/contracts/logos";
import type { GenerationDetail } from "@shared/contracts/generations";
import type { ResponseOf } from "@shared/contracts/endpoint";
import type { generationsEndpoints } from "@shared/contracts/endpoints/generations";
import { logosEndpoints } from "@shared/contracts/endpoints/logos";
import type { Shown } from "@/hooks/use-generator";
import { urlOf } from "@/lib/endpoint-client";

/** The answer of POST /api/generate-logo. */
export type LogoResult = ResponseOf<typeof generationsEndpoints.logo>;
export type LogoView = LogoResponse & { generationId: number; input: LogoRequest };

export function viewOfResult(result: LogoResult, input: LogoRequest): Shown<LogoView> {
  const { generation, businessName, concepts } = result;
  return {
    view: { businessName, concepts, generationId: generation.id, input },
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
  return urlOf(logosEndpoints.file, {
    params: { generationId, conceptIndex: index, format },
    query: {
      size: opts.size ? String(opts.size) : undefined,
      variant: opts.variant && opts.variant !== "light" ? opts.variant : undefined,
      download: opts.download ? "1" : undefined,
    },
  });
}
