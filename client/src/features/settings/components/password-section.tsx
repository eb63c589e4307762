/** Password: change it (every other session is signed out), or set one on an account that signs in with a provider. */
import { useState, type FormEvent } from "react";
import { Loader2 } from "lucide-react";
import type { SecurityStatus } from "@shared/contracts/account";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { errorDetail } from "@/lib/api-client";
import { fieldErrors, useChangePassword } from "../api/settings-api";
import { ConfirmIdentity } from "./confirm-identity";
import { SectionCard, StatusLine } from "./section-card";

export function PasswordSection({ status }: { status: SecurityStatus | undefined }) {
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const change = useChangePassword();
  const errors = fieldErrors(change.error);
  const setting = status && !status.hasPassword;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    change.mutate(
      { currentPassword: currentPassword || undefined, newPassword, confirmPassword },
      {
        onSuccess: () => {
          setCurrentPassword("");
          setNewPassword("");
          setConfirmPassword("");
        },
      },
    );
  };

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
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <ConfirmIdentity
          id="password-current"
          status={status}
          value={currentPassword}
          onChange={setCurrentPassword}
          error={errors.currentPassword}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="New password" htmlFor="password-new" error={errors.newPassword} hint="At least 6 characters.">
            <PasswordInput
              id="password-new"
              value={newPassword}
              onChange={(e) => setNewPassword(e.target.value)}
              autoComplete="new-password"
            />
          </Field>
          <Field label="Confirm new password" htmlFor="password-confirm" error={errors.confirmPassword}>
            <PasswordInput
              id="password-confirm"
              value={confirmPassword}
              onChange={(e) => setConfirmPassword(e.target.value)}
              autoComplete="new-password"
            />
          </Field>
        </div>
        <div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending && <Loader2 aria-hidden className="animate-spin" />}
            {setting ? "Set password" : "Change password"}
          </Button>
        </div>
        {change.isSuccess && <StatusLine tone="ok">{change.data.message}</StatusLine>}
        {change.isError && !Object.keys(errors).length && (
          <StatusLine tone="error">{errorDetail(change.error)}</StatusLine>
        )}
      </form>
    </SectionCard>
  );
}
