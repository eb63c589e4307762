/**
 * The account-data endpoints (docs/guide/your-data.md): the archive (request, progress, owner-only download) and the
 * deletion of the account (request, the pending state, cancel).
 */
import { endpoint } from "../endpoint";
import { answers } from "../answers";
import {
  accountDeleteSchema,
  accountDeletionSchema,
  accountExportStartedSchema,
  accountExportStatusSchema,
} from "../account-data";
import { okResponseSchema } from "../common";

export const accountDataEndpoints = {
  exportStatus: endpoint({
    method: "GET",
    path: "/api/account/export",
    access: "signed-in",
    response: accountExportStatusSchema,
  }),
  /** Queues the archive (the handler answers 202). */
  requestExport: endpoint({
    method: "POST",
    path: "/api/account/export",
    access: "signed-in",
    response: accountExportStartedSchema,
  }),
  /** The archive's zip, to its owner only. */
  download: endpoint({
    method: "GET",
    path: "/api/account/export/download",
    access: "signed-in",
    response: answers.file,
  }),
  requestDeletion: endpoint({
    method: "POST",
    path: "/api/account/delete",
    access: "signed-in",
    body: accountDeleteSchema,
    response: accountDeletionSchema,
  }),
  /** The pending deletion, for the signed-in person or a locked account that proved itself at sign-in. */
  deletion: endpoint({ method: "GET", path: "/api/account/delete", access: "public", response: accountDeletionSchema }),
  cancelDeletion: endpoint({
    method: "POST",
    path: "/api/account/delete/cancel",
    access: "public",
    response: okResponseSchema,
  }),
};
