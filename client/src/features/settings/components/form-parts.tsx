/** What the settings forms share: a text field kept in the section's state, and the submit button with its outcome. */
import type { ChangeEvent, ReactNode } from "react";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { errorDetail } from "@/lib/api-client";
import { StatusLine } from "./section-card";

/** A labelled text (or password) input whose value lives in the section's state; its error shows beside it. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  autoComplete,
  type,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  autoComplete: string;
  type?: "email" | "password";
  className?: string;
}) {
  const props = { id, value, autoComplete, onChange: (e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value) };
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint} className={className}>
      {type === "password" ? <PasswordInput {...props} /> : <Input type={type} {...props} />}
    </Field>
  );
}

/**
 * A section form's submit button (spinning while it saves), then what came of it: `ok` once it went through, or
 * the server's sentence when it failed for no one field (a field's own error shows beside that field).
 */
export function SubmitOutcome({
  label,
  mutation,
  fieldErrors,
  ok,
  className,
}: {
  label: string;
  mutation: { isPending: boolean; isSuccess: boolean; isError: boolean; error: unknown };
  fieldErrors: Record<string, string | undefined>;
  ok: ReactNode;
  className?: string;
}) {
  return (
    <div className={className ? `flex flex-col gap-3 ${className}` : "flex flex-col gap-3"}>
      <div>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending && <Loader2 aria-hidden className="animate-spin" />}
          {label}
        </Button>
      </div>
      {mutation.isSuccess && <StatusLine tone="ok">{ok}</StatusLine>}
      {mutation.isError && !Object.keys(fieldErrors).length && (
        <StatusLine tone="error">{errorDetail(mutation.error)}</StatusLine>
      )}
    </div>
  );
}
