/**
 * Exports (docs/decisions/960): `GET /api/exports/:kind/:id.pdf|.md`, owner only (another user's id is a 404): a
 * business plan, quick validation, market analysis or launch roadmap as a PDF (charts drawn as vector shapes) or Markdown
 * document with the same sections and figures as the screen.
 */
import { z } from "zod";
import { idSchema } from "./common";
import { SHARE_KIND_ERROR, SHARE_KINDS } from "./shares";

export const exportParamsSchema = z.object({
  kind: z.enum(SHARE_KINDS, { error: SHARE_KIND_ERROR }),
  id: idSchema(),
  format: z.enum(["pdf", "md"], { error: "Format must be pdf or md" }),
});

/** The file name of an export: the document's title in lower case with dashes. */
export function exportFileName(title: string, ext: "pdf" | "md"): string {
  const slug =
    title
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 80) || "hustleforge";
  return `${slug}.${ext}`;
}
