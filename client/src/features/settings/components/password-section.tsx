/** Password: change it (every other session is signed out), or set one on an account that signs in with a provider. */
import { passwordChangeSchema, type SecurityStatus } from "@shared/contracts/account";
import { SchemaForm, useSchemaForm } from "@/components/form/schema-form";
import { TextField } from "@/components/form/text-fields";
import { applyServerErrors } from "@/lib/form-errors";
import { useChangePassword } from "../api/settings-api";
import { ConfirmIdentityField } from "./confirm-identity";
import { SectionCard } from "./section-card";
import { SubmitOutcome } from "./form-parts";

const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;
const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function PasswordSection({ status }: { status: SecurityStatus | undefined }) {
  const form = useSchemaForm(passwordChangeSchema, EMPTY);
  const change = useChangePassword();
  const setting = status && !status.hasPassword;

  return (
    <SectionCard
      id="password"
      title={setting ? "Set a password" : "Password"}
      description={
        setting
          ? "Add a password to sign in with your email too: a second way in if your provider is ever unavailable."
          : "Changing it signs you out on every other device. We mail you a notice."
      }
    >
      <SchemaForm
        form={form}
        schema={passwordChangeSchema}
        className="flex flex-col gap-4"
        onValid={({ currentPassword, newPassword, confirmPassword }) =>
          change.mutate(
            { currentPassword: currentPassword || undefined, newPassword, confirmPassword },
            {
              onSuccess: () => form.reset(EMPTY),
              onError: (err) => applyServerErrors(err, form.setError, FIELDS),
            },
          )
        }
      >
        <ConfirmIdentityField id="password-current" status={status} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="newPassword"
            id="password-new"
            label="New password"
            type="password"
            hint="At least 6 characters."
            autoComplete="new-password"
          />
          <TextField
            name="confirmPassword"
            id="password-confirm"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
          />
        </div>
        <SubmitOutcome
          label={setting ? "Set password" : "Change password"}
          mutation={change}
          fields={FIELDS}
          ok={change.data?.message}
        />
      </SchemaForm>
    </SectionCard>
  );
}
