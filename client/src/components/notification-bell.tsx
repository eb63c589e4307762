/**
 * The header's bell (docs/guide/notifications.md): the unread count, and a panel with the latest notices that
 * opens on click, closes on Escape or a click outside, and links to the notifications page.
 */
import { useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { Bell } from "lucide-react";
import type { Notification } from "@shared/contracts/notifications";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useMarkRead, useNotifications } from "@/hooks/use-notifications";

/** The panel shows this many of the latest notices. */
const IN_PANEL = 6;

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

/** One notice as a row: its title (a link when it has one), its body and time; unread ones are marked. */
export function NotificationRow({ notice, onOpen }: { notice: Notification; onOpen: (n: Notification) => void }) {
  const unread = !notice.readAt;
  return (
    <li className={cn("flex gap-3 px-4 py-3", unread && "bg-brand-50/60")}>
      <span
        aria-hidden
        className={cn("mt-1.5 size-2 shrink-0 rounded-full", unread ? "bg-brand-600" : "bg-transparent")}
      />
      <div className="min-w-0 flex-1">
        <button
          type="button"
          onClick={() => onOpen(notice)}
          className="text-left text-sm font-semibold text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          {notice.title}
          {unread && <span className="sr-only"> (unread)</span>}
        </button>
        {notice.body && <p className="mt-0.5 break-words text-sm text-slate-600">{notice.body}</p>}
        <p className="mt-0.5 text-xs text-slate-600">
          <time dateTime={notice.createdAt}>{when(notice.createdAt)}</time>
        </p>
      </div>
    </li>
  );
}

/** Opens a notice: marks it read and follows its link. */
export function useOpenNotice() {
  const markRead = useMarkRead();
  const navigate = useNavigate();
  return (notice: Notification) => {
    if (!notice.readAt) markRead.mutate([notice.id]);
    if (notice.link?.startsWith("/")) navigate(notice.link);
  };
}

export function NotificationBell() {
  const { data } = useNotifications();
  const markRead = useMarkRead();
  const open = useOpenNotice();
  const [shown, setShown] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const unread = data?.unread ?? 0;

  useEffect(() => {
    if (!shown) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setShown(false);
    const onClick = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setShown(false);
    };
    window.addEventListener("keydown", onKey);
    window.addEventListener("mousedown", onClick);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("mousedown", onClick);
    };
  }, [shown]);

  const label = unread ? `Notifications, ${unread} unread` : "Notifications";
  const notices = data?.notifications.slice(0, IN_PANEL) ?? [];
  return (
    <div ref={root} className="relative">
      <Button
        variant="ghost"
        size="icon"
        aria-label={label}
        title={label}
        aria-expanded={shown}
        aria-controls={panelId}
        onClick={() => setShown((v) => !v)}
        className="relative"
        data-testid="notification-bell"
      >
        <Bell aria-hidden />
        {unread > 0 && (
          <span
            aria-hidden
            data-testid="notification-count"
            className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold leading-none text-white"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        )}
      </Button>
      {shown && (
        <div
          id={panelId}
          role="region"
          aria-label="Latest notifications"
          className="fixed inset-x-3 top-16 z-50 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:w-96"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
            <h2 className="text-sm font-bold text-slate-900">Notifications</h2>
            {unread > 0 && (
              <Button variant="ghost" size="sm" onClick={() => markRead.mutate("all")} disabled={markRead.isPending}>
                Mark all read
              </Button>
            )}
          </div>
          {notices.length ? (
            <ul className="max-h-[60vh] divide-y divide-slate-100 overflow-y-auto">
              {notices.map((n) => (
                <NotificationRow
                  key={n.id}
                  notice={n}
                  onOpen={(notice) => {
                    setShown(false);
                    open(notice);
                  }}
                />
              ))}
            </ul>
          ) : (
            <p className="px-4 py-6 text-center text-sm text-slate-600">Nothing new. You are all caught up.</p>
          )}
          <div className="border-t border-slate-100 px-4 py-2.5 text-right">
            <Link
              to="/notifications"
              onClick={() => setShown(false)}
              className="text-sm font-semibold text-brand-700 hover:underline"
            >
              All notifications and settings
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
