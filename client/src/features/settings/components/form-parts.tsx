/**
 * What the settings forms share (each on the form kit, client/src/components/form): the server's refusal put
 * beside its fields, and the submit button with its outcome.
 */
import type { ReactNode } from "react";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { errorDetail } from "@/lib/api-client";
import { detailsToFieldErrors, validationDetails } from "@/lib/form-errors";
import { StatusLine } from "./section-card";

/** Whether a failed call's 400 named one of `fields` (its message then shows beside that field, not below). */
export function namesAField(error: unknown, fields: readonly string[]): boolean {
  return Object.keys(detailsToFieldErrors(validationDetails(error), fields)).length > 0;
}

/**
 * A section form's submit button (spinning while it saves), then what came of it: `ok` once it went through, or
 * the server's sentence when it failed for no one field (a field's own error shows beside that field).
 */
export function SubmitOutcome({
  label,
  mutation,
  fields,
  ok,
  className,
  variant,
}: {
  label: string;
  mutation: { isPending: boolean; isSuccess: boolean; isError: boolean; error: unknown };
  /** The form's fields: a refusal naming one of them is shown beside it instead. */
  fields: readonly string[];
  ok?: ReactNode;
  className?: string;
  variant?: "outline";
}) {
  return (
    <div className={className ? `flex flex-col gap-3 ${className}` : "flex flex-col gap-3"}>
      <div>
        <Button type="submit" variant={variant} disabled={mutation.isPending}>
          {mutation.isPending && <Loader2 aria-hidden className="animate-spin" />}
          {label}
        </Button>
      </div>
      {mutation.isSuccess && ok && <StatusLine tone="ok">{ok}</StatusLine>}
      {mutation.isError && !namesAField(mutation.error, fields) && (
        <StatusLine tone="error">{errorDetail(mutation.error)}</StatusLine>
      )}
    </div>
  );
}
