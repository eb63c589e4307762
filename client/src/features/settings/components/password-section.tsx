/** Password: change it (every other session is signed out), or set one on an account that signs in with a provider. */
import { useState, type FormEvent } from "react";
import type { SecurityStatus } from "@shared/contracts/account";
import { fieldErrors, useChangePassword } from "../api/settings-api";
import { ConfirmIdentity } from "./confirm-identity";
import { SectionCard } from "./section-card";
import { SubmitOutcome, TextField } from "./form-parts";

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
          <TextField
            id="password-new"
            label="New password"
            type="password"
            value={newPassword}
            onChange={setNewPassword}
            error={errors.newPassword}
            hint="At least 6 characters."
            autoComplete="new-password"
          />
          <TextField
            id="password-confirm"
            label="Confirm new password"
            type="password"
            value={confirmPassword}
            onChange={setConfirmPassword}
            error={errors.confirmPassword}
            autoComplete="new-password"
          />
        </div>
        <SubmitOutcome
          label={setting ? "Set password" : "Change password"}
          mutation={change}
          fieldErrors={errors}
          ok={change.data?.message}
        />
      </form>
    </SectionCard>
  );
}
