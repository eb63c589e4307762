/** Sign-in providers: link Google or Discord through their usual sign-in, unlink unless it is the last way in. */
import { useState } from "react";
import { Link2, Unlink } from "lucide-react";
import type { SecurityStatus } from "@shared/contracts/account";
import { accountEndpoints } from "@shared/contracts/endpoints/account";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useConfig } from "@/hooks/use-config";
import { errorDetail } from "@/lib/api-client";
import { urlOf } from "@/lib/endpoint-client";
import { fieldErrors, useUnlinkProvider } from "../api/settings-api";
import { ConfirmIdentity } from "./confirm-identity";
import { SectionCard, StatusLine } from "./section-card";

const PROVIDERS = [
  { id: "google", label: "Google" },
  { id: "discord", label: "Discord" },
] as const;

export function ProvidersSection({ status }: { status: SecurityStatus | undefined }) {
  const config = useConfig();
  const unlink = useUnlinkProvider();
  const [currentPassword, setCurrentPassword] = useState("");
  const errors = fieldErrors(unlink.error);
  const linkedCount = status ? Number(status.hasGoogle) + Number(status.hasDiscord) : 0;

  return (
    <SectionCard
      id="providers"
      title="Sign-in providers"
      description="Sign in with Google or Discord as well as (or instead of) a password. You always keep at least one way in."
    >
      <ul className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200">
        {PROVIDERS.map(({ id, label }) => {
          const linked = id === "google" ? status?.hasGoogle : status?.hasDiscord;
          const configured = config.data?.providers[id] ?? false;
          return (
            <li key={id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <span className="flex items-center gap-2 font-medium text-slate-900">
                {label}
                {linked ? <Badge variant="success">Linked</Badge> : <Badge variant="secondary">Not linked</Badge>}
              </span>
              {linked ? (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={unlink.isPending}
                  onClick={() => unlink.mutate({ provider: id, currentPassword: currentPassword || undefined })}
                >
                  <Unlink aria-hidden />
                  Unlink {label}
                </Button>
              ) : configured ? (
                <Button asChild variant="outline" size="sm">
                  <a href={urlOf(accountEndpoints.linkProvider, { params: { provider: id } })}>
                    <Link2 aria-hidden />
                    Link {label}
                  </a>
                </Button>
              ) : (
                <span className="text-sm text-slate-600">Not set up on this server</span>
              )}
            </li>
          );
        })}
      </ul>
      {linkedCount > 0 && (
        <ConfirmIdentity
          id="providers-current-password"
          status={status}
          value={currentPassword}
          onChange={setCurrentPassword}
          error={errors.currentPassword}
        />
      )}
      {unlink.isSuccess && <StatusLine tone="ok">Unlinked. We mailed you a notice.</StatusLine>}
      {unlink.isError && !Object.keys(errors).length && (
        <StatusLine tone="error">{errorDetail(unlink.error)}</StatusLine>
      )}
    </SectionCard>
  );
}
