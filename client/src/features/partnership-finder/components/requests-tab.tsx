/** The Partnership Requests tab: 'Create Request' opens the form above the requests' cards. */
import { useState } from "react";
import { Handshake, Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useRequests } from "../api/partnerships-api";
import { RequestCard } from "./request-card";
import { RequestForm } from "./request-form";

export function RequestsTab() {
  const requests = useRequests(true);
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setOpen((o) => !o)} variant={open ? "outline" : "default"}>
          {open ? <X aria-hidden /> : <Plus aria-hidden />}
          {open ? "Close" : "Create Request"}
        </Button>
      </div>
      {open && <RequestForm onDone={() => setOpen(false)} />}
      {requests.isLoading ? (
        <Skeleton className="h-40" />
      ) : !requests.data?.length ? (
        <EmptyState
          icon={Handshake}
          title="No partnership requests yet"
          description="Create the first one: describe the collaboration you have in mind."
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Partnership requests">
          {requests.data.map((r) => (
            <li key={r.id}>
              <RequestCard request={r} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
