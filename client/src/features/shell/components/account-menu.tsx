/** The avatar in the header: opens a small list with Settings and Sign out (a disclosure, closed by Escape or a click outside). */
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { LogOut, Settings } from "lucide-react";
import type { PublicUser } from "@shared/contracts/auth";
import { Avatar } from "@/components/ui/avatar";

const itemClass =
  "flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500";

export function AccountMenu({ user, onSignOut }: { user: PublicUser; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    const onDown = (e: MouseEvent) => root.current && !root.current.contains(e.target as Node) && setOpen(false);
    window.addEventListener("keydown", onKey);
    window.addEventListener("mousedown", onDown);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("mousedown", onDown);
    };
  }, [open]);

  return (
    <div ref={root} className="relative shrink-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="account-menu"
        aria-label="Account menu"
        onClick={() => setOpen((v) => !v)}
        className="flex rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
      >
        <Avatar user={user} />
      </button>
      {open && (
        <div
          id="account-menu"
          className="absolute right-0 top-full z-50 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <p className="truncate px-3 py-2 text-xs text-slate-600" title={user.email}>
            {user.email}
          </p>
          <ul className="flex flex-col gap-0.5">
            <li>
              <Link to="/settings" className={itemClass} onClick={() => setOpen(false)}>
                <Settings aria-hidden className="size-4" />
                Settings
              </Link>
            </li>
            <li>
              <button type="button" className={itemClass} onClick={onSignOut}>
                <LogOut aria-hidden className="size-4" />
                Sign out
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
