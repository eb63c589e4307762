/**
 * /api/imports: a dry run (200, writes nothing), an import (202, queued as a job), its progress, the list, undo,
 * and the sample files (docs/decisions/1003-imports-api.md). Every plan, signed in; another person's import is
 * a 404.
 */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { ValidationError } from "../../http/errors";
import { receiveOneFile } from "../../http/upload";
import { IMPORT_MAX_BYTES } from "../../../shared/contracts/imports";
import { importsEndpoints as ep } from "../../../shared/contracts/endpoints/imports";
import { customerKeyer } from "./customer-key";
import { admitUploads } from "./imports.admission";
import { createImportJob, IMPORT_JOB, IMPORT_WORKERS, type ImportJobData } from "./imports.job";
import { presentImport } from "./imports.presenter";
import { createImportsRepository } from "./imports.repository";
import { createImportsService } from "./imports.service";
import { IMPORT_SWEEP_EVERY_SECONDS, IMPORT_SWEEP_JOB, sweepImports } from "./imports.sweep";

const receiveFile = receiveOneFile({ field: "file", maxBytes: IMPORT_MAX_BYTES, what: "the export file" });

/** A run may take this long before the supervisor counts its process as dead and the job is retried. */
const IMPORT_EXPIRY_SECONDS = 15 * 60;

export function createImportsRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const repo = createImportsRepository(ctx.db, ctx.pool);
  const service = createImportsService({ repo, jobs: ctx.jobs, pool: ctx.pool });
  ctx.jobs.define<ImportJobData>({
    name: IMPORT_JOB,
    retryLimit: 3,
    expireInSeconds: IMPORT_EXPIRY_SECONDS,
    // Fair across people (docs/decisions/1045-fair-imports.md): one run per person at a time, two here at once.
    onePerKey: true,
    workers: IMPORT_WORKERS,
    handler: createImportJob({
      db: ctx.db,
      repo,
      logger: ctx.logger,
      customerKey: customerKeyer(ctx.env, ctx.logger),
    }),
  });
  ctx.jobs.define<object>({
    name: IMPORT_SWEEP_JOB,
    retryLimit: 1,
    expireInSeconds: 5 * 60,
    everySeconds: IMPORT_SWEEP_EVERY_SECONDS,
    handler: async () => {
      await sweepImports(ctx.pool);
    },
  });
  const admitUpload = admitUploads(ctx.db);

  // 200 with the preview for a dry run, 202 with the queued import otherwise.
  routes.serve(
    ep.create,
    async ({ user, query, body, req, res }) => {
      if (!req.file)
        throw new ValidationError('Choose an export file to import (form field "file").', {
          fields: { file: "Choose an export file to import." },
        });
      const request = {
        userId: user.id,
        fileName: req.file.originalname || "import.csv",
        content: req.file.buffer,
        source: body.source,
        mappingText: body.mapping,
        skipBadRows: body.skipBadRows === "true",
      };
      if (query.dryRun === "true") {
        res.status(200);
        return service.preview(request);
      }
      res.status(202);
      return { import: await service.start(request) };
    },
    { use: [admitUpload, receiveFile] },
  );

  // The sample files: a dry run first (200, nothing stored), then ONE import job (202); one call removes every
  // sample record (docs/decisions/1040-sample-data-marked.md).
  routes.serve(ep.samples, async ({ user, query, res }) => {
    if (query.dryRun === "true") {
      res.status(200);
      return service.previewSamples();
    }
    res.status(202);
    return { import: await service.importSamples(user.id) };
  });

  routes.serve(ep.removeSamples, async ({ user }) => service.removeSamples(user.id));

  routes.serve(ep.list, async ({ user }) => ({
    imports: (await service.list(user.id)).map(presentImport),
  }));

  routes.serve(ep.item, async ({ user, params }) => ({ import: presentImport(await service.get(user.id, params.id)) }));

  routes.serve(ep.remove, async ({ user, params }) => {
    await service.remove(user.id, params.id);
  });

  return routes.router;
}
