/** `GET /api/exports/:kind/:id.pdf|.md`: the owner's result as a PDF or Markdown download. */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { exportFileName } from "../../../shared/contracts/exports";
import { exportsEndpoints as ep } from "../../../shared/contracts/endpoints/exports";
import { createDocumentsService } from "../shares";
import { documentMarkdown } from "../../exports/markdown";
import { documentPdf } from "../../exports/pdf";

export function createExportsRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const documents = createDocumentsService(ctx);

  routes.serve(ep.file, async ({ user, params, res }) => {
    const document = await documents.load(user.id, params.kind, params.id);
    res.setHeader("Cache-Control", "private, no-store");
    res.attachment(exportFileName(document.title, params.format));
    if (params.format === "md") res.type("text/markdown; charset=utf-8").send(documentMarkdown(document));
    else res.type("application/pdf").send(await documentPdf(document));
  });

  return routes.router;
}
