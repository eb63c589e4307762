/** Two-factor sign-in: set up with a QR code, confirm with a code, keep the ten recovery codes; turn off with a code. */
import type { ReactNode } from "react";
import { ShieldCheck } from "lucide-react";
import { confirmIdentitySchema, twoFactorCodeSchema, type SecurityStatus } from "@shared/contracts/account";
import { SchemaForm, useSchemaForm } from "@/components/form/schema-form";
import { TextField } from "@/components/form/text-fields";
import { Badge } from "@/components/ui/badge";
import { applyServerErrors } from "@/lib/form-errors";
import { useTwoFactorDisable, useTwoFactorEnable, useTwoFactorSetup } from "../api/settings-api";
import { ConfirmIdentityField } from "./confirm-identity";
import { SubmitOutcome } from "./form-parts";
import { SectionCard, StatusLine } from "./section-card";

const CODE_FIELDS = ["code"] as const;
const IDENTITY_FIELDS = ["currentPassword"] as const;

/**
 * A one-field form for a code from the authenticator app (or a recovery code), on the kit over twoFactorCodeSchema:
 * an empty or malformed code is named beside the field, as is the server's refusal.
 */
function CodeForm({
  id,
  label,
  submitLabel,
  variant,
  mutation,
  children,
}: {
  id: string;
  label: string;
  submitLabel: string;
  variant?: "outline";
  mutation: ReturnType<typeof useTwoFactorEnable> | ReturnType<typeof useTwoFactorDisable>;
  children?: ReactNode;
}) {
  const form = useSchemaForm(twoFactorCodeSchema, { code: "" });
  return (
    <SchemaForm
      form={form}
      schema={twoFactorCodeSchema}
      className="flex flex-col gap-4"
      onValid={({ code }) =>
        mutation.mutate(code, {
          onSuccess: () => form.reset({ code: "" }),
          onError: (err) => applyServerErrors(err, form.setError, CODE_FIELDS),
        })
      }
    >
      {children}
      <TextField
        name="code"
        id={id}
        label={label}
        inputMode="numeric"
        autoComplete="one-time-code"
        className="[&_input]:max-w-[12rem] [&_input]:font-mono [&_input]:tracking-widest"
      />
      <SubmitOutcome label={submitLabel} variant={variant} mutation={mutation} fields={CODE_FIELDS} />
    </SchemaForm>
  );
}

/** The first step: who is asking (the password, or a fresh provider sign-in), then the QR code is made. */
function SetupForm({ status, setup }: { status: SecurityStatus; setup: ReturnType<typeof useTwoFactorSetup> }) {
  const form = useSchemaForm(confirmIdentitySchema, { currentPassword: "" });
  return (
    <SchemaForm
      form={form}
      schema={confirmIdentitySchema}
      className="flex flex-col gap-4"
      onValid={({ currentPassword }) =>
        setup.mutate(currentPassword || undefined, {
          onSuccess: () => form.reset({ currentPassword: "" }),
          onError: (err) => applyServerErrors(err, form.setError, IDENTITY_FIELDS),
        })
      }
    >
      <ConfirmIdentityField id="two-factor-current-password" status={status} />
      <SubmitOutcome label="Set up two-factor sign-in" mutation={setup} fields={IDENTITY_FIELDS} />
    </SchemaForm>
  );
}

export function TwoFactorSection({ status }: { status: SecurityStatus | undefined }) {
  const setup = useTwoFactorSetup();
  const enable = useTwoFactorEnable();
  const disable = useTwoFactorDisable();

  if (!status) return null;
  const description = "After your password, sign-in asks for a 6-digit code from an authenticator app on your phone.";

  if (enable.data)
    return (
      <SectionCard id="two-factor" title="Two-factor sign-in" description={description}>
        <StatusLine tone="ok">Two-factor sign-in is on.</StatusLine>
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-4">
          <h3 className="font-semibold text-amber-950">Your recovery codes</h3>
          <p className="mt-1 text-sm text-amber-950">
            Each signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.
          </p>
          <ul
            aria-label="Recovery codes"
            className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm text-slate-900 sm:grid-cols-5"
          >
            {enable.data.recoveryCodes.map((c) => (
              <li key={c} className="rounded-lg bg-white px-2 py-1 text-center">
                {c}
              </li>
            ))}
          </ul>
        </div>
      </SectionCard>
    );

  if (status.twoFactorEnabled)
    return (
      <SectionCard id="two-factor" title="Two-factor sign-in" description={description}>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <ShieldCheck aria-hidden className="size-5 text-emerald-700" />
          <Badge variant="success">On</Badge>
          {status.recoveryCodesLeft} recovery codes left.
        </p>
        <CodeForm
          id="two-factor-off-code"
          label="Code to turn it off (or a recovery code)"
          submitLabel="Turn off two-factor sign-in"
          variant="outline"
          mutation={disable}
        />
      </SectionCard>
    );

  if (!status.twoFactorAvailable)
    return (
      <SectionCard id="two-factor" title="Two-factor sign-in" description={description}>
        <StatusLine tone="error">Two-factor sign-in is not configured on this server.</StatusLine>
      </SectionCard>
    );

  return (
    <SectionCard id="two-factor" title="Two-factor sign-in" description={description}>
      {disable.isSuccess && <StatusLine tone="ok">{disable.data.message}</StatusLine>}
      {!setup.data ? (
        <SetupForm status={status} setup={setup} />
      ) : (
        <CodeForm id="two-factor-code" label="Code from the app" submitLabel="Turn on" mutation={enable}>
          <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
            <li>Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy…).</li>
            <li>Enter the 6-digit code the app shows.</li>
          </ol>
          <div className="flex flex-wrap items-center gap-4">
            <img
              src={setup.data.qrCode}
              alt="QR code for your authenticator app"
              className="size-44 rounded-xl border border-slate-200"
            />
            <p className="min-w-0 text-sm text-slate-600">
              Cannot scan? Enter this key:
              <code
                data-testid="totp-secret"
                className="mt-1 block break-all rounded-lg bg-slate-100 px-2 py-1 font-mono text-slate-900"
              >
                {setup.data.secret}
              </code>
            </p>
          </div>
        </CodeForm>
      )}
    </SectionCard>
  );
}
