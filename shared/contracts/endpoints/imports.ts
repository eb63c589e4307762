/**
 * The imports hub's endpoints (/api/imports): a dry run (200, writes nothing) or an import (202, queued), its
 * progress, the list, undo, and the sample files (docs/decisions/1003-imports-api.md).
 */
import { z } from "zod";
import { endpoint } from "../endpoint";
import { answers } from "../answers";
import { idParamsSchema } from "../common";
import {
  importFormSchema,
  importListSchema,
  importPreviewSchema,
  importResponseSchema,
  importStartedSchema,
  samplePreviewSchema,
  samplesRemovedSchema,
} from "../imports";

/** `?dryRun=true` previews (200, nothing stored); without it the import is queued (202). */
const importQuerySchema = z.object({ dryRun: z.enum(["true", "false"]).optional() });

const access = "signed-in";

export const importsEndpoints = {
  /** A multipart upload (field "file"): 200 with the preview for a dry run, 202 with the queued import otherwise. */
  create: endpoint({
    method: "POST",
    path: "/api/imports",
    access,
    upload: true,
    query: importQuerySchema,
    body: importFormSchema,
    response: z.union([importPreviewSchema, importStartedSchema]),
  }),
  /** The sample files: a dry run first (200), then one import job (202) (docs/decisions/1040-sample-data-marked.md). */
  samples: endpoint({
    method: "POST",
    path: "/api/imports/samples",
    access,
    query: importQuerySchema,
    response: z.union([samplePreviewSchema, importStartedSchema]),
  }),
  removeSamples: endpoint({ method: "DELETE", path: "/api/imports/samples", access, response: samplesRemovedSchema }),
  list: endpoint({ method: "GET", path: "/api/imports", access, response: importListSchema }),
  item: endpoint({
    method: "GET",
    path: "/api/imports/:id",
    access,
    params: idParamsSchema,
    response: importResponseSchema,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/imports/:id",
    access,
    params: idParamsSchema,
    status: 204,
    response: answers.empty,
  }),
};
