/**
 * One connection: the other person, its status and message, their email once accepted, and Accept and Decline
 * for a pending request received.
 */
import { Check, X } from "lucide-react";
import type { Connection } from "@shared/contracts/partnerships";
import { Button } from "@/components/ui/button";
import { cap } from "../format";
import { Avatar } from "./avatar";

type Props = {
  connection: Connection;
  /** A request received: how to answer it, and whether an answer is on its way (both buttons wait). */
  incoming?: { busy: boolean; onRespond: (action: "accept" | "decline") => void };
};

export function ConnectionRow({ connection: c, incoming }: Props) {
  return (
    <li
      className="rounded-xl border border-slate-200 p-3"
      data-testid={incoming ? "incoming-connection" : "outgoing-connection"}
    >
      <div className="flex items-center gap-3">
        <Avatar text={c.person.avatar} />
        <div className="min-w-0 flex-1">
          <p className="font-medium text-slate-900">{c.person.name}</p>
          <p className="text-xs text-slate-600">{c.status === "unavailable" ? "Not available" : cap(c.status)}</p>
        </div>
      </div>
      {c.status === "unavailable" && (
        <p className="mt-2 text-xs text-slate-600">
          This person is not available right now, so they cannot see your request. It stays pending and reaches them if
          they become available again.
        </p>
      )}
      {c.message && <p className="mt-2 text-sm text-slate-700">“{c.message}”</p>}
      {c.person.email && (
        <p className="mt-2 break-all text-sm">
          Email:{" "}
          <a className="font-medium text-brand-700 underline" href={`mailto:${c.person.email}`}>
            {c.person.email}
          </a>
        </p>
      )}
      {incoming && c.status === "pending" && (
        <div className="mt-3 flex gap-2">
          <Button size="sm" onClick={() => incoming.onRespond("accept")} disabled={incoming.busy}>
            <Check aria-hidden />
            Accept
          </Button>
          <Button size="sm" variant="outline" onClick={() => incoming.onRespond("decline")} disabled={incoming.busy}>
            <X aria-hidden />
            Decline
          </Button>
        </div>
      )}
    </li>
  );
}
