/** Sessions: where the account is signed in; sign out one, or every other. */
import { Laptop, Loader2, LogOut, Smartphone } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { errorDetail } from "@/lib/api-client";
import { useEndOtherSessions, useEndSession, useSessions } from "../api/settings-api";
import { SectionCard, StatusLine } from "./section-card";

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }) : "unknown";

export function SessionsSection() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current).length;

  return (
    <SectionCard id="sessions" title="Sessions" description="Every browser and device signed in to your account.">
      {sessions.isLoading && <p className="text-sm text-slate-600">Loading sessions…</p>}
      <ul className="flex flex-col gap-3">
        {list.map((s) => {
          const Icon = /iPhone|Android phone/.test(s.device) ? Smartphone : Laptop;
          return (
            <li
              key={s.id}
              className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-slate-200 p-3 sm:p-4"
            >
              <div className="flex min-w-0 items-start gap-3">
                <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-slate-500" />
                <div className="min-w-0 text-sm">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                    {s.browser} on {s.device}
                    {s.current && <Badge variant="success">This session</Badge>}
                  </p>
                  <p className="text-slate-600">
                    {s.ip ? `IP ${s.ip} · ` : ""}Signed in {when(s.signedInAt)} · Last active {when(s.lastActiveAt)}
                  </p>
                </div>
              </div>
              {!s.current && (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={endOne.isPending}
                  onClick={() => endOne.mutate(s.id)}
                  aria-label={`Sign out ${s.browser} on ${s.device}`}
                >
                  <LogOut aria-hidden />
                  Sign out
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <div>
        <Button variant="outline" disabled={others === 0 || endOthers.isPending} onClick={() => endOthers.mutate()}>
          {endOthers.isPending && <Loader2 aria-hidden className="animate-spin" />}
          Sign out all other sessions
        </Button>
      </div>
      {endOthers.isSuccess && (
        <StatusLine tone="ok">
          {endOthers.data.ended === 1 ? "1 session was" : `${endOthers.data.ended} sessions were`} signed out.
        </StatusLine>
      )}
      {(endOne.isError || endOthers.isError) && (
        <StatusLine tone="error">{errorDetail(endOne.error ?? endOthers.error)}</StatusLine>
      )}
    </SectionCard>
  );
}
