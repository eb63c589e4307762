/** Email: the address changes only once the link mailed to the new one is followed. */
import { useState, type FormEvent } from "react";
import { Loader2 } from "lucide-react";
import type { SecurityStatus } from "@shared/contracts/account";
import type { PublicUser } from "@shared/contracts/auth";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { errorDetail } from "@/lib/api-client";
import { fieldErrors, useChangeEmail } from "../api/settings-api";
import { ConfirmIdentity } from "./confirm-identity";
import { SectionCard, StatusLine } from "./section-card";

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
        <Field label="New email" htmlFor="email-new" error={errors.email}>
          <Input
            id="email-new"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="email"
          />
        </Field>
        <ConfirmIdentity
          id="email-current-password"
          status={status}
          value={currentPassword}
          onChange={setCurrentPassword}
          error={errors.currentPassword}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending && <Loader2 aria-hidden className="animate-spin" />}
            Send the link
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
