/**
 * The notifications page (docs/guide/notifications.md): every recent notice with mark read, and the settings:
 * a switch per kind and the daily digest by mail (on/off, the hour and the time zone it is sent in).
 */
import { useState } from "react";
import { Bell, Mail } from "lucide-react";
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  type NotificationPreferences,
} from "@shared/contracts/notifications";
import { PageHeader } from "@/components/ui/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { Input } from "@/components/ui/input";
import { NotificationRow, useOpenNotice } from "@/components/notification-bell";
import { useMarkRead, useNotifications } from "@/hooks/use-notifications";
import { toast } from "@/hooks/use-toast";
import { detailsToFieldErrors, validationDetails } from "@/lib/form-errors";
import { errorDetail } from "@/lib/api-client";
import { usePreferences, useSavePreferences } from "../api/preferences-api";

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const hourLabel = (h: number) => `${String(h).padStart(2, "0")}:00`;
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

function Settings({ preferences }: { preferences: NotificationPreferences }) {
  const save = useSavePreferences();
  const [zone, setZone] = useState(preferences.timeZone);
  const [zoneError, setZoneError] = useState<string | undefined>();
  const run = (patch: Parameters<typeof save.mutate>[0], done = "Settings saved") =>
    save.mutate(patch, {
      onSuccess: () => {
        setZoneError(undefined);
        toast({ title: done });
      },
      onError: (err) => {
        const fields = detailsToFieldErrors(validationDetails(err), ["timeZone"]);
        if (fields.timeZone) setZoneError(fields.timeZone);
        else toast({ title: "Settings not saved", description: errorDetail(err), variant: "destructive" });
      },
    });

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">In the app</CardTitle>
          <CardDescription>Choose which notices reach your bell.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-3">
            {NOTIFICATION_KINDS.map((kind) => (
              <li key={kind}>
                <label className="flex cursor-pointer items-center justify-between gap-3 text-sm text-slate-800">
                  {NOTIFICATION_KIND_LABELS[kind]}
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-600"
                    checked={preferences.kinds[kind]}
                    onChange={(e) => run({ kinds: { [kind]: e.target.checked } })}
                  />
                </label>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <Mail aria-hidden className="size-5 text-brand-700" /> Daily digest by email
          </CardTitle>
          <CardDescription>
            One email each morning listing low stock and unread notices. Nothing to report, no email.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <label className="flex cursor-pointer items-center justify-between gap-3 text-sm font-medium text-slate-800">
            Send me the daily digest
            <input
              type="checkbox"
              className="size-5 accent-brand-600"
              checked={preferences.digest}
              onChange={(e) =>
                run(
                  e.target.checked && preferences.timeZone === "UTC"
                    ? { digest: true, timeZone: browserZone() }
                    : { digest: e.target.checked },
                  e.target.checked ? "Daily digest on" : "Daily digest off",
                )
              }
            />
          </label>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Send at" htmlFor="digest-hour">
              <NativeSelect
                id="digest-hour"
                value={preferences.digestHour}
                onChange={(e) => run({ digestHour: Number(e.target.value) })}
              >
                {HOURS.map((h) => (
                  <option key={h} value={h}>
                    {hourLabel(h)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field label="Time zone" htmlFor="digest-zone" error={zoneError} hint="For example Europe/London">
              <Input
                id="digest-zone"
                value={zone}
                onChange={(e) => setZone(e.target.value)}
                onBlur={() => zone !== preferences.timeZone && run({ timeZone: zone })}
              />
            </Field>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

export function NotificationsScreen() {
  const { data, isPending } = useNotifications();
  const preferences = usePreferences();
  const markRead = useMarkRead();
  const open = useOpenNotice();
  const unread = data?.unread ?? 0;
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        icon={Bell}
        title="Notifications"
        description="Low stock, finished imports, partnership requests and reward decisions, in one place."
        actions={
          unread > 0 ? (
            <Button variant="outline" onClick={() => markRead.mutate("all")} disabled={markRead.isPending}>
              Mark all read
            </Button>
          ) : undefined
        }
      />
      <section aria-labelledby="latest-heading">
        <h2 id="latest-heading" className="mb-3 text-lg font-bold text-slate-900">
          Latest {unread > 0 && <span className="text-sm font-medium text-slate-600">({unread} unread)</span>}
        </h2>
        <Card className="overflow-hidden">
          {isPending ? (
            <p className="p-6 text-sm text-slate-600">Loading…</p>
          ) : data?.notifications.length ? (
            <ul className="divide-y divide-slate-100">
              {data.notifications.map((n) => (
                <NotificationRow key={n.id} notice={n} onOpen={open} />
              ))}
            </ul>
          ) : (
            <p className="p-6 text-sm text-slate-600">
              No notifications yet. You will hear here when stock runs low or an import finishes.
            </p>
          )}
        </Card>
      </section>
      <section aria-labelledby="settings-heading">
        <h2 id="settings-heading" className="mb-3 text-lg font-bold text-slate-900">
          Settings
        </h2>
        {preferences.data ? (
          <Settings preferences={preferences.data} />
        ) : (
          <p className="text-sm text-slate-600">Loading…</p>
        )}
      </section>
    </div>
  );
}
