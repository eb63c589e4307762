/**
 * Logo downloads, owner only: `GET /api/logos/:generationId/:conceptIndex.svg|.png?size=512|1024&variant=`.
 * `?download=1` asks the browser to save the file under a readable name.
 */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { logosEndpoints as ep } from "../../../shared/contracts/endpoints/logos";
import { createLogosService } from "./logos.service";

export function createLogosRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const logos = createLogosService(ctx);

  routes.serve(ep.file, async ({ user, params, query, res }) => {
    const file = await logos.file(
      user.id,
      params.generationId,
      params.conceptIndex,
      params.format,
      query.size,
      query.variant,
    );
    res.setHeader("Content-Type", file.contentType);
    res.setHeader("Cache-Control", "private, max-age=3600");
    // A composed SVG is ours, but opened directly it must not run anything.
    res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (query.download) res.attachment(file.fileName);
    res.status(200).send(file.body);
  });

  return routes.router;
}
