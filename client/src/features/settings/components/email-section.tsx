/** Email: the address changes only once the link mailed to the new one is followed. */
import { emailChangeSchema, type SecurityStatus } from "@shared/contracts/account";
import type { PublicUser } from "@shared/contracts/auth";
import { SchemaForm, useSchemaForm } from "@/components/form/schema-form";
import { TextField } from "@/components/form/text-fields";
import { Badge } from "@/components/ui/badge";
import { applyServerErrors } from "@/lib/form-errors";
import { useChangeEmail } from "../api/settings-api";
import { ConfirmIdentityField } from "./confirm-identity";
import { SectionCard } from "./section-card";
import { SubmitOutcome } from "./form-parts";

const FIELDS = ["email", "currentPassword"] as const;

export function EmailSection({ user, status }: { user: PublicUser; status: SecurityStatus | undefined }) {
  const form = useSchemaForm(emailChangeSchema, { email: "", currentPassword: "" });
  const change = useChangeEmail();

  return (
    <SectionCard
      id="email"
      title="Email"
      description="We send a link to the new address; your email changes when you follow it (within one hour). Your current address gets a notice."
    >
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        Current email: <strong className="break-all text-slate-900">{user.email}</strong>
        {user.emailVerified ? (
          <Badge variant="success">Verified</Badge>
        ) : (
          <Badge variant="secondary">Not verified</Badge>
        )}
      </p>
      <SchemaForm
        form={form}
        schema={emailChangeSchema}
        className="flex flex-col gap-4"
        onValid={({ email, currentPassword }) =>
          change.mutate(
            { email, currentPassword: currentPassword || undefined },
            {
              onSuccess: () => form.setValue("currentPassword", ""),
              onError: (err) => applyServerErrors(err, form.setError, FIELDS),
            },
          )
        }
      >
        <TextField name="email" id="email-new" label="New email" type="email" autoComplete="email" />
        <ConfirmIdentityField id="email-current-password" status={status} />
        <SubmitOutcome label="Send the link" mutation={change} fields={FIELDS} ok={change.data?.message} />
      </SchemaForm>
    </SectionCard>
  );
}
