/**
 * Logo downloads, owner only: `GET /api/logos/:generationId/:conceptIndex.svg|.png?size=512|1024&variant=`.
 * `?download=1` asks the browser to save the file under a readable name.
 */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { answers, createRoutes } from "../../http/route";
import { logoFileParamsSchema, logoFileQuerySchema } from "../../../shared/contracts/logos";
import { z } from "zod";
import { createLogosService } from "./logos.service";

const query = logoFileQuerySchema.extend({ download: z.enum(["1"]).optional() });

export function createLogosRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const logos = createLogosService(ctx);

  routes.get(
    "/logos/:generationId/:conceptIndex.:format",
    { access: "logo-maker", params: logoFileParamsSchema, query, response: answers.file },
    async ({ user, params, query, res }) => {
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
    },
  );

  return routes.router;
}
