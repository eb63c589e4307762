/**
 * Logo files: one concept of one of the user's logo generations, composed again from its stored parameters
 * (the history keeps parameters, not pictures) as SVG or as a PNG rendered on the server. Another user's
 * generation, or a concept that does not exist, is a 404.
 */
import type { AppContext } from "../../context";
import { logoOutputSchema, logoRequestSchema, logoFileName, type LogoVariant } from "../../../shared/contracts/logos";
import { createGenerationsRepository } from "../../ai/generations.repository";
import { NotFoundError } from "../../http/errors";
import { composeLogo } from "../../logo/compose";
import { renderPng } from "../../logo/render";

export type LogoFile = { body: string | Buffer; contentType: string; fileName: string };

export function createLogosService(ctx: AppContext) {
  const history = createGenerationsRepository(ctx.db);
  return {
    async file(
      userId: number,
      generationId: number,
      index: number,
      format: "svg" | "png",
      size: number,
      variant: LogoVariant,
    ): Promise<LogoFile> {
      const row = await history.findForUser(userId, generationId);
      const output = row?.tool === "logo-maker" ? logoOutputSchema.safeParse(row.output) : undefined;
      const input = row ? logoRequestSchema.safeParse(row.input) : undefined;
      const concept = output?.success ? output.data.concepts[index] : undefined;
      if (!concept || !input?.success) throw new NotFoundError("Logo not found");
      const name = input.data.businessName;
      const svg = composeLogo(concept, name, variant);
      const suffix = variant === "light" ? "" : `-${variant}`;
      if (format === "svg")
        return {
          body: svg,
          contentType: "image/svg+xml; charset=utf-8",
          fileName: logoFileName(name + suffix, index, "svg"),
        };
      return {
        body: renderPng(svg, size),
        contentType: "image/png",
        fileName: logoFileName(name + suffix, index, "png", size),
      };
    },
  };
}
