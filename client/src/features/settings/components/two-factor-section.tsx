/** Two-factor sign-in: set up with a QR code, confirm with a code, keep the ten recovery codes; turn off with a code. */
import { useState, type FormEvent } from "react";
import { Loader2, ShieldCheck } from "lucide-react";
import type { SecurityStatus } from "@shared/contracts/account";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { errorDetail } from "@/lib/api-client";
import { fieldErrors, useTwoFactorDisable, useTwoFactorEnable, useTwoFactorSetup } from "../api/settings-api";
import { ConfirmIdentity } from "./confirm-identity";
import { SectionCard, StatusLine } from "./section-card";

function CodeField({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  return (
    <Field label={label} htmlFor={id} error={error}>
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        className="max-w-[12rem] font-mono tracking-widest"
      />
    </Field>
  );
}

export function TwoFactorSection({ status }: { status: SecurityStatus | undefined }) {
  const setup = useTwoFactorSetup();
  const enable = useTwoFactorEnable();
  const disable = useTwoFactorDisable();
  const [code, setCode] = useState("");
  const [offCode, setOffCode] = useState("");
  const [currentPassword, setCurrentPassword] = useState("");
  const setupErrors = fieldErrors(setup.error);

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

  if (status.twoFactorEnabled) {
    const errors = fieldErrors(disable.error);
    const submit = (e: FormEvent) => {
      e.preventDefault();
      disable.mutate(offCode.trim(), { onSuccess: () => setOffCode("") });
    };
    return (
      <SectionCard id="two-factor" title="Two-factor sign-in" description={description}>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <ShieldCheck aria-hidden className="size-5 text-emerald-700" />
          <Badge variant="success">On</Badge>
          {status.recoveryCodesLeft} recovery codes left.
        </p>
        <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
          <CodeField
            id="two-factor-off-code"
            label="Code to turn it off (or a recovery code)"
            value={offCode}
            onChange={setOffCode}
            error={errors.code}
          />
          <div>
            <Button type="submit" variant="outline" disabled={disable.isPending}>
              Turn off two-factor sign-in
            </Button>
          </div>
          {disable.isError && !errors.code && <StatusLine tone="error">{errorDetail(disable.error)}</StatusLine>}
        </form>
      </SectionCard>
    );
  }

  if (!status.twoFactorAvailable)
    return (
      <SectionCard id="two-factor" title="Two-factor sign-in" description={description}>
        <StatusLine tone="error">Two-factor sign-in is not configured on this server.</StatusLine>
      </SectionCard>
    );

  const errors = fieldErrors(enable.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    enable.mutate(code.trim());
  };
  return (
    <SectionCard id="two-factor" title="Two-factor sign-in" description={description}>
      {disable.isSuccess && <StatusLine tone="ok">{disable.data.message}</StatusLine>}
      {!setup.data ? (
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setup.mutate(currentPassword || undefined, { onSuccess: () => setCurrentPassword("") });
          }}
        >
          <ConfirmIdentity
            id="two-factor-current-password"
            status={status}
            value={currentPassword}
            onChange={setCurrentPassword}
            error={setupErrors.currentPassword}
          />
          <div>
            <Button type="submit" disabled={setup.isPending}>
              {setup.isPending && <Loader2 aria-hidden className="animate-spin" />}
              Set up two-factor sign-in
            </Button>
          </div>
          {setup.isError && !setupErrors.currentPassword && (
            <StatusLine tone="error">{errorDetail(setup.error)}</StatusLine>
          )}
        </form>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
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
          <CodeField
            id="two-factor-code"
            label="Code from the app"
            value={code}
            onChange={setCode}
            error={errors.code}
          />
          <div>
            <Button type="submit" disabled={enable.isPending}>
              {enable.isPending && <Loader2 aria-hidden className="animate-spin" />}
              Turn on
            </Button>
          </div>
          {enable.isError && !errors.code && <StatusLine tone="error">{errorDetail(enable.error)}</StatusLine>}
        </form>
      )}
    </SectionCard>
  );
}
