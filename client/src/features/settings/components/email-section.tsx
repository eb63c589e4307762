/** Email: the address changes only once the link mailed to the new one is followed. */
import { useState, type FormEvent } from "react";
import type { SecurityStatus } from "@shared/contracts/account";
import type { PublicUser } from "@shared/contracts/auth";
import { Badge } from "@/components/ui/badge";
import { fieldErrors, useChangeEmail } from "../api/settings-api";
import { ConfirmIdentity } from "./confirm-identity";
import { SectionCard } from "./section-card";
import { SubmitOutcome, TextField } from "./form-parts";

export function EmailSection({ user, status }: { user: PublicUser; status: SecurityStatus | undefined }) {
  const [email, setEmail] = useState("");
  const [currentPassword, setCurrentPassword] = useState("");
  const change = useChangeEmail();
  const errors = fieldErrors(change.error);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    change.mutate(
      { email, currentPassword: currentPassword || undefined },
      { onSuccess: () => setCurrentPassword("") },
    );
  };

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
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <TextField
          id="email-new"
          label="New email"
          type="email"
          value={email}
          onChange={setEmail}
          error={errors.email}
          autoComplete="email"
        />
        <ConfirmIdentity
          id="email-current-password"
          status={status}
          value={currentPassword}
          onChange={setCurrentPassword}
          error={errors.currentPassword}
        />
        <SubmitOutcome label="Send the link" mutation={change} fieldErrors={errors} ok={change.data?.message} />
      </form>
    </SectionCard>
  );
}
