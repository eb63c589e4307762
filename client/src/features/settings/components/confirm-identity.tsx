/**
 * Who is making the change: the current password, or for an account without one a Google/Discord sign-in of the
 * last ten minutes (the server decides; this shows what it will ask for).
 */
import type { SecurityStatus } from "@shared/contracts/account";
import { authEndpoints } from "@shared/contracts/endpoints/auth";
import { TextField } from "@/components/form/text-fields";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { urlOf } from "@/lib/endpoint-client";

const LABEL = "Current password";
const HINT = "We ask again before changes that could lock you out.";

/** For an account without a password: no field, but what the server will accept instead. */
function ProviderConfirmation({ status }: { status: SecurityStatus }) {
  if (status.freshProvider)
    return (
      <p className="text-sm text-slate-600">You signed in with a provider a moment ago, so no password is needed.</p>
    );
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
      <p>Your account has no password. Sign in again with your provider to confirm it is you (good for 10 minutes).</p>
      <div className="flex flex-wrap gap-2">
        {status.hasGoogle && (
          <Button asChild variant="outline" size="sm">
            <a href={urlOf(authEndpoints.googleStart)}>Sign in again with Google</a>
          </Button>
        )}
        {status.hasDiscord && (
          <Button asChild variant="outline" size="sm">
            <a href={urlOf(authEndpoints.discordStart)}>Sign in again with Discord</a>
          </Button>
        )}
      </div>
    </div>
  );
}

/** Inside a kit form (SchemaForm): the current password registered as `currentPassword`. */
export function ConfirmIdentityField({ id, status }: { id: string; status: SecurityStatus | undefined }) {
  if (!status || status.hasPassword)
    return (
      <TextField
        name="currentPassword"
        id={id}
        label={LABEL}
        hint={HINT}
        type="password"
        autoComplete="current-password"
      />
    );
  return <ProviderConfirmation status={status} />;
}

/** Outside a form (the providers' unlink buttons share it): the current password kept in the caller's state. */
export function ConfirmIdentity({
  id,
  status,
  value,
  onChange,
  error,
}: {
  id: string;
  status: SecurityStatus | undefined;
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  if (!status || status.hasPassword)
    return (
      <Field label={LABEL} htmlFor={id} error={error} hint={HINT}>
        <PasswordInput
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete="current-password"
        />
      </Field>
    );
  return <ProviderConfirmation status={status} />;
}
