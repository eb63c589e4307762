/**
 * "Your data": the archive of everything a person owns and the deletion of their account
 * (docs/guide/your-data.md). Times travel as ISO strings.
 */
import { z } from "zod";

/** How many archives a person may ask for in 24 hours. */
export const EXPORTS_PER_DAY = 3;
/** How long a ready archive can be downloaded. */
export const EXPORT_TTL_HOURS = 24;
/** Days between the request and the deletion for good. */
export const DELETION_GRACE_DAYS = 7;

export const accountExportSchema = z.object({
  id: z.number(),
  status: z.enum(["queued", "running", "ready", "failed", "expired"]),
  progress: z.number(),
  step: z.string().nullable(),
  byteSize: z.number().nullable(),
  failure: z.string().nullable(),
  requestedAt: z.string(),
  finishedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** Present while the archive can be downloaded. */
  downloadUrl: z.string().nullable(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** The latest archive (null before the first request) and how many more may be asked for today. */
export const accountExportStatusSchema = z.object({
  export: accountExportSchema.nullable(),
  remainingToday: z.number(),
});

export const accountExportStartedSchema = z.object({ export: accountExportSchema });

const DELETE_CONFIRM_MESSAGE = "Type your username to confirm.";

/**
 * `confirm` is the username (the email for an account without one); `password` is required when the account has a
 * password, otherwise a sign-in with Google or Discord in the last 10 minutes stands for it.
 */
export const accountDeleteSchema = z.object({
  confirm: z.string({ error: DELETE_CONFIRM_MESSAGE }).trim().min(1, DELETE_CONFIRM_MESSAGE).max(320),
  password: z.string({ error: "Enter your password." }).max(200).optional(),
});
export type AccountDeleteInput = z.infer<typeof accountDeleteSchema>;
/** The deletion form of an account that has a password (the client's form): the password is asked, as the server does. */
export const accountDeleteWithPasswordSchema = accountDeleteSchema.extend({
  password: z.string().min(1, "Enter your password.").max(200),
});

/** The state of a deletion: none, or pending until `deleteAfter`. */
export const accountDeletionSchema = z.object({
  pending: z.boolean(),
  deleteAfter: z.string().nullable(),
});
